import { type Kysely, sql } from 'kysely';
import type { DatabaseSchema } from '../db/schema';

/** Hours of full listening an account has each calendar month (Europe/Warsaw); samples do not count. */
export const PLAYBACK_LIMIT_HOURS_PER_MONTH = 30;

export interface PlaybackLimit {
  readonly limitHours: number;
  readonly usedSeconds: number;
  /** Start of the current month and of the next, as ISO instants. */
  readonly periodStart: string;
  readonly periodEnd: string;
  readonly exhausted: boolean;
}

const warsawOffsetMinutes = (at: Date): number => {
  const part = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Warsaw', timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(part ?? '');
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
};

/** Midnight of the first day of a month in Warsaw, as an instant. */
const warsawMonthStart = (year: number, month: number): Date => {
  const utcGuess = new Date(Date.UTC(year, month, 1));
  return new Date(utcGuess.getTime() - warsawOffsetMinutes(utcGuess) * 60_000);
};

/** The calendar month (spec §1: Europe/Warsaw time) that contains `now`. */
export const warsawMonthOf = (now: Date): { readonly start: Date; readonly end: Date } => {
  const local = new Date(now.getTime() + warsawOffsetMinutes(now) * 60_000);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth();
  return { start: warsawMonthStart(year, month), end: warsawMonthStart(year, month + 1) };
};

/** How much of this month's listening an account has used. */
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
    exhausted: usedSeconds >= PLAYBACK_LIMIT_HOURS_PER_MONTH * 3600,
  };
};
