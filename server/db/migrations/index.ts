import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './0001-catalogs-and-categories';
import * as m0002 from './0002-products-and-people';
import * as m0003 from './0003-screens-help-and-legal';
import * as m0004 from './0004-settings';

/** Every migration, in order; imported statically so the bundled server carries them. */
const MIGRATIONS: Record<string, Migration> = {
  '0001-catalogs-and-categories': m0001,
  '0002-products-and-people': m0002,
  '0003-screens-help-and-legal': m0003,
  '0004-settings': m0004,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(MIGRATIONS),
};
