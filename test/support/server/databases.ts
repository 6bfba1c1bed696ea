import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createDatabase, type Database } from '#server/db/create-database';
import { migrateToLatest } from '#server/db/migrate';
import { dropSchema, whileNoSchemaIsDropped } from './schema-lock';

/** The PostgreSQL the database suites use: DATABASE_URL, or the local trust-auth server these machines run. */
export const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const probePostgres = async (): Promise<boolean> => {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
};

export const postgresAvailable = await probePostgres();

if (!postgresAvailable) {
  if (process.env.AUDIORA_REQUIRE_POSTGRES === '1')
    throw new Error(`PostgreSQL is required (AUDIORA_REQUIRE_POSTGRES=1) but not reachable at ${POSTGRES_URL}`);
  console.warn(`PostgreSQL is not reachable at ${POSTGRES_URL}: the PostgreSQL database tests are SKIPPED.`);
}

export interface TestDatabase {
  readonly database: Database;
  /** Closes the connection and removes everything the test created. */
  dispose(): Promise<void>;
}

/** A migrated, empty SQLite database in memory. */
const openSqlite = async (): Promise<TestDatabase> => {
  const database = createDatabase({ kind: 'sqlite', file: ':memory:' });
  await migrateToLatest(database.db, database.kind);
  return { database, dispose: () => database.close() };
};

/** A migrated, empty schema of its own on the PostgreSQL server, dropped afterwards. */
const openPostgres = async (): Promise<TestDatabase> => {
  const schema = `test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const database = createDatabase({ kind: 'postgres', url: POSTGRES_URL, schema });
  const dispose = async () => {
    await database.close();
    await dropSchema(POSTGRES_URL, schema);
  };
  try {
    await whileNoSchemaIsDropped(POSTGRES_URL, () => migrateToLatest(database.db, database.kind));
  } catch (error) {
    // A schema left behind would only confuse the next run.
    await dispose();
    throw error;
  }
  return { database, dispose };
};

/** Every database the server supports; suites run once per target that is reachable. */
export const DATABASE_TARGETS = [
  { kind: 'sqlite', available: true, open: openSqlite },
  { kind: 'postgres', available: postgresAvailable, open: openPostgres },
] as const;
