import type { Kysely } from 'kysely';
import type { AccountDevice } from '#domain/licensing/streaming-devices';
import { epochMs } from '#domain/shared/time';
import type { DatabaseSchema } from '../db/schema';
import type { AccountDevices } from './account-devices.port';

/** An account's associated devices as the database keeps them, removed ones included. */
export class KyselyAccountDevices implements AccountDevices {
  readonly #db: Kysely<DatabaseSchema>;

  constructor(deps: { readonly db: Kysely<DatabaseSchema> }) {
    this.#db = deps.db;
  }

  async devicesOf(userId: string): Promise<readonly AccountDevice[]> {
    const rows = await this.#db
      .selectFrom('associated_devices')
      .select(['device_id', 'first_seen_at', 'removed_at'])
      .where('user_id', '=', userId)
      .execute();
    return rows.map((row) => ({
      deviceId: row.device_id,
      firstSeenAt: epochMs(Date.parse(row.first_seen_at)),
      removed: row.removed_at !== null,
    }));
  }
}
