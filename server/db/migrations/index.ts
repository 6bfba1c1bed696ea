import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './0001-catalogs-and-categories';
import * as m0002 from './0002-products-and-people';
import * as m0003 from './0003-screens-help-and-legal';
import * as m0004 from './0004-settings';
import * as m0005 from './0005-accounts';
import * as m0006 from './0006-identity';
import * as m0007 from './0007-library';
import * as m0008 from './0008-commerce';
import * as m0009 from './0009-email-verification';
import * as m0010 from './0010-throttle-attempts';
import * as m0011 from './0011-catalogue-revision';
import * as m0012 from './0012-address-proofs';
import * as m0013 from './0013-spent-id-tokens';
import * as m0014 from './0014-bookmarks';
import * as m0015 from './0015-player-sessions';
import * as m0016 from './0016-device-sign-ins';

/** Every migration, in order; imported statically so the bundled server carries them. */
const MIGRATIONS: Record<string, Migration> = {
  '0001-catalogs-and-categories': m0001,
  '0002-products-and-people': m0002,
  '0003-screens-help-and-legal': m0003,
  '0004-settings': m0004,
  '0005-accounts': m0005,
  '0006-identity': m0006,
  '0007-library': m0007,
  '0008-commerce': m0008,
  '0009-email-verification': m0009,
  '0010-throttle-attempts': m0010,
  '0011-catalogue-revision': m0011,
  '0012-address-proofs': m0012,
  '0013-spent-id-tokens': m0013,
  '0014-bookmarks': m0014,
  '0015-player-sessions': m0015,
  '0016-device-sign-ins': m0016,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(MIGRATIONS),
};
