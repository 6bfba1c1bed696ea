import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import type { PlaybackProgressRecord, PlaybackRepository } from './playback-repository.port';

/** Positions, recently played, active players and listening spans in the database. */
export class KyselyPlaybackRepository implements PlaybackRepository {
  readonly #db: Kysely<DatabaseSchema>;

  constructor(deps: { readonly db: Kysely<DatabaseSchema> }) {
    this.#db = deps.db;
  }

  /**
   * StartPlayback: the title goes on top of recently played (remembering whether the club gave it) and the device
   * becomes the account's latest player.
   */
  async start(input: {
    readonly userId: string;
    readonly audiobookId: string;
    readonly deviceId: string;
    readonly viaClub: boolean;
    readonly now: Date;
  }): Promise<void> {
    const at = input.now.toISOString();
    await this.#db.transaction().execute(async (trx) => {
      await trx
        .insertInto('playback_states')
        .values({
          user_id: input.userId,
          audiobook_id: input.audiobookId,
          position_ms: 0,
          progress_saved_at: null,
          progress_updated_at: null,
          progress_device_id: null,
          last_played_at: at,
          via_club: input.viaClub ? 1 : 0,
        })
        .onConflict((oc) =>
          oc.columns(['user_id', 'audiobook_id']).doUpdateSet((eb) => ({
            last_played_at: eb.ref('excluded.last_played_at'),
            // Once heard through the club, always remembered so.
            via_club: input.viaClub ? 1 : eb.ref('playback_states.via_club'),
          })),
        )
        .execute();
      await trx
        .insertInto('playback_devices')
        .values({ user_id: input.userId, device_id: input.deviceId, audiobook_id: input.audiobookId, started_at: at })
        .onConflict((oc) =>
          oc.columns(['user_id', 'device_id']).doUpdateSet((eb) => ({
            audiobook_id: eb.ref('excluded.audiobook_id'),
            started_at: eb.ref('excluded.started_at'),
          })),
        )
        .execute();
    });
  }

  /**
   * SavePlaybackProgress in one statement: the position and the device that saved it are replaced unless the stored
   * one has a later order key (`progressWins`); the title moves to the top of recently played either way.
   */
  async saveProgress(input: {
    readonly userId: string;
    readonly audiobookId: string;
    readonly deviceId: string;
    readonly positionMs: number;
    readonly orderKey: string;
    readonly now: Date;
  }): Promise<void> {
    const at = input.now.toISOString();
    await this.#db
      .insertInto('playback_states')
      .values({
        user_id: input.userId,
        audiobook_id: input.audiobookId,
        position_ms: input.positionMs,
        progress_saved_at: input.orderKey,
        progress_updated_at: at,
        progress_device_id: input.deviceId,
        last_played_at: at,
        via_club: 0,
      })
      .onConflict((oc) =>
        oc.columns(['user_id', 'audiobook_id']).doUpdateSet((eb) => {
          // The same test as `progressWins`, on the row as it was before this statement.
          const wins = eb.or([
            eb('playback_states.progress_saved_at', 'is', null),
            eb('playback_states.progress_saved_at', '<=', eb.ref('excluded.progress_saved_at')),
          ]);
          const pick = <C extends 'position_ms' | 'progress_saved_at' | 'progress_updated_at' | 'progress_device_id'>(
            column: C,
          ) =>
            eb
              .case()
              .when(wins)
              .then(eb.ref(`excluded.${column}`))
              .else(eb.ref(`playback_states.${column}`))
              .end();
          return {
            position_ms: pick('position_ms'),
            progress_saved_at: pick('progress_saved_at'),
            progress_updated_at: pick('progress_updated_at'),
            progress_device_id: pick('progress_device_id'),
            last_played_at: eb.ref('excluded.last_played_at'),
          };
        }),
      )
      .execute();
  }

  /** The user's position in the audiobook; position 0 and no date when none was saved. */
  async progress(userId: string, audiobookId: string): Promise<PlaybackProgressRecord> {
    const row = await this.#db
      .selectFrom('playback_states as ps')
      .leftJoin('associated_devices as d', (join) =>
        join.onRef('d.user_id', '=', 'ps.user_id').onRef('d.device_id', '=', 'ps.progress_device_id'),
      )
      .select(['ps.position_ms', 'ps.progress_updated_at', 'ps.progress_device_id', 'd.name'])
      .where('ps.user_id', '=', userId)
      .where('ps.audiobook_id', '=', audiobookId)
      .executeTakeFirst();
    return {
      positionMs: row?.position_ms ?? 0,
      updatedAt: row?.progress_updated_at ?? null,
      deviceId: row?.progress_updated_at ? (row.progress_device_id ?? null) : null,
      deviceName: row?.progress_updated_at ? (row.name ?? null) : null,
    };
  }

  /** When this device last started playback, and the latest start on any other device of the account. */
  async starts(
    userId: string,
    deviceId: string,
  ): Promise<{ readonly thisDevice: string | null; readonly others: string | null }> {
    const rows = await this.#db
      .selectFrom('playback_devices')
      .select(['device_id', 'started_at'])
      .where('user_id', '=', userId)
      .execute();
    let thisDevice: string | null = null;
    let others: string | null = null;
    for (const row of rows) {
      if (row.device_id === deviceId) thisDevice = row.started_at;
      else if (others === null || row.started_at > others) others = row.started_at;
    }
    return { thisDevice, others };
  }

  /** Records a listening span once: a retry of the same span (user, media, start) changes nothing. */
  async recordSpan(input: {
    readonly userId: string;
    readonly audiobookId: string;
    readonly mediaId: string;
    readonly startedAt: Date;
    readonly stoppedAt: Date;
    readonly seconds: number;
  }): Promise<void> {
    await this.#db
      .insertInto('listening_spans')
      .values({
        id: randomUUID(),
        user_id: input.userId,
        audiobook_id: input.audiobookId,
        media_id: input.mediaId,
        started_at: input.startedAt.toISOString(),
        stopped_at: input.stoppedAt.toISOString(),
        seconds: input.seconds,
      })
      .onConflict((oc) => oc.columns(['user_id', 'media_id', 'started_at']).doNothing())
      .execute();
  }
}
