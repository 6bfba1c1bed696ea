import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './0001-catalogs-and-categories';

/** Every migration, in order; imported statically so the bundled server carries them. */
const MIGRATIONS: Record<string, Migration> = {
  '0001-catalogs-and-categories': m0001,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(MIGRATIONS),
};
