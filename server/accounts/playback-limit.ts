import { type Kysely, sql } from 'kysely';
import { isPlaybackLimitUsedUp, PLAYBACK_LIMIT_HOURS_PER_MONTH } from '#domain/playback/playback-limit';
import { milliseconds } from '#domain/shared/time';
import type { DatabaseSchema } from '../db/schema';
import { warsawMonthOf } from './warsaw-calendar';

export interface PlaybackLimit {
  readonly limitHours: number;
  readonly usedSeconds: number;
  /** Start of the current month and of the next, as ISO instants. */
  readonly periodStart: string;
  readonly periodEnd: string;
  readonly exhausted: boolean;
}

/** How much of this month's listening (Europe/Warsaw) an account has used, judged by the domain's limit. */
export const readPlaybackLimit = async (
  db: Kysely<DatabaseSchema>,
  userId: string,
  now: Date,
): Promise<PlaybackLimit> => {
  const { start, end } = warsawMonthOf(now);
  const row = await db
    .selectFrom('listening_spans')
    .select(sql<string | number | null>`sum(seconds)`.as('used'))
    .where('user_id', '=', userId)
    .where('started_at', '>=', start.toISOString())
    .where('started_at', '<', end.toISOString())
    .executeTakeFirst();
  const usedSeconds = Number(row?.used ?? 0);
  return {
    limitHours: PLAYBACK_LIMIT_HOURS_PER_MONTH,
    usedSeconds,
    periodStart: start.toISOString(),
    periodEnd: end.toISOString(),
    exhausted: isPlaybackLimitUsedUp(milliseconds(usedSeconds * 1000)),
  };
};
