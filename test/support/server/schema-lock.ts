import pg from 'pg';

/**
 * Kysely's migrator lists the tables of every schema and looks each up by name; a schema dropped by a suite running
 * alongside in that moment fails the listing with "schema ... does not exist", and a table dropped by a migration run
 * down with "relation ... does not exist". Drops take this advisory lock alone, migrations up share it. Never nest them: a drop waiting in between would wait on the outer one forever.
 */
const SCHEMA_DROP_LOCK = 7_310_042;

const withLock = async <T>(url: string, mode: 'shared' | 'alone', work: (client: pg.Client) => Promise<T>) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const suffix = mode === 'shared' ? '_shared' : '';
  try {
    await client.query(`select pg_advisory_lock${suffix}($1)`, [SCHEMA_DROP_LOCK]);
    return await work(client);
  } finally {
    // Ending the session releases its advisory locks.
    await client.end();
  }
};

/** Runs `work` (which migrates, or starts a server that does) while no test schema is being dropped. */
export const whileNoSchemaIsDropped = <T>(url: string, work: () => Promise<T>): Promise<T> =>
  withLock(url, 'shared', work);

/** Runs `work`, which drops tables (a migration run down), once no migration is listing tables, and alone. */
export const whileNoMigrationRuns = <T>(url: string, work: () => Promise<T>): Promise<T> =>
  withLock(url, 'alone', work);

/** Drops a test schema and all it holds once no migration is listing tables. */
export const dropSchema = (url: string, schema: string): Promise<void> =>
  withLock(url, 'alone', async (client) => {
    await client.query(`drop schema ${schema} cascade`);
  });
