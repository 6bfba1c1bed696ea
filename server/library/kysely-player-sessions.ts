import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import type { PlayerSessionRecord, PlayerSessions } from './player-sessions.port';

/** The listener's player session read from the saved positions and the account's devices. */
export class KyselyPlayerSessions implements PlayerSessions {
  readonly #db: Kysely<DatabaseSchema>;

  constructor(deps: { readonly db: Kysely<DatabaseSchema> }) {
    this.#db = deps.db;
  }

  async latest(userId: string, catalogId: string): Promise<PlayerSessionRecord | null> {
    const row = await this.#db
      .selectFrom('playback_states as ps')
      .innerJoin('products as p', 'p.id', 'ps.audiobook_id')
      .leftJoin('associated_devices as d', (join) =>
        join.onRef('d.user_id', '=', 'ps.user_id').onRef('d.device_id', '=', 'ps.progress_device_id'),
      )
      .select(['ps.audiobook_id', 'ps.position_ms', 'ps.progress_updated_at', 'ps.progress_device_id', 'd.name'])
      .where('ps.user_id', '=', userId)
      .where('p.catalog_id', '=', catalogId)
      // A title started but never saved gives no position to resume.
      .where('ps.progress_updated_at', 'is not', null)
      .orderBy('ps.progress_updated_at', 'desc')
      .orderBy('ps.last_played_at', 'desc')
      .orderBy('ps.audiobook_id')
      .limit(1)
      .executeTakeFirst();
    if (!row?.progress_updated_at) return null;
    return {
      audiobookId: row.audiobook_id,
      positionMs: row.position_ms,
      updatedAt: row.progress_updated_at,
      deviceId: row.progress_device_id,
      deviceName: row.name ?? null,
    };
  }
}
