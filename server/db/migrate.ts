import { type Kysely, Migrator } from 'kysely';
import { migrationProvider } from './migrations/index';
import type { DatabaseSchema } from './schema';

export class MigrationError extends Error {
  override readonly name = 'MigrationError';
}

/** Brings the schema up to date; runs at every start-up and is a no-op when nothing is pending. */
export const migrateToLatest = async (db: Kysely<DatabaseSchema>): Promise<readonly string[]> => {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error)
    throw new MigrationError(
      `Database migration failed: ${error instanceof Error ? error.message : JSON.stringify(error)}`,
      { cause: error },
    );
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
};
