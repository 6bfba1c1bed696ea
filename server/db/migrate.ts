import { type Kysely, Migrator, sql } from 'kysely';
import type { DatabaseKind } from './create-database';
import { migrationProvider } from './migrations/index';
import type { DatabaseSchema } from './schema';

export class MigrationError extends Error {
  override readonly name = 'MigrationError';
}

/**
 * The schema Kysely keeps its bookkeeping in. On PostgreSQL it must be named: left alone, the migrator finds
 * another schema's `kysely_migration_lock` (it looks in every schema) and skips creating its own.
 */
const migrationTableSchema = async (db: Kysely<DatabaseSchema>, kind: DatabaseKind) => {
  if (kind !== 'postgres') return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
};

/** Brings the schema up to date; runs at every start-up and is a no-op when nothing is pending. */
export const migrateToLatest = async (db: Kysely<DatabaseSchema>, kind: DatabaseKind): Promise<readonly string[]> => {
  const schema = await migrationTableSchema(db, kind);
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error)
    throw new MigrationError(
      `Database migration failed: ${error instanceof Error ? error.message : JSON.stringify(error)}`,
      { cause: error },
    );
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
};
