import { MARKET_TIMEZONE } from '#domain/market/market';

const DAY_MS = 24 * 60 * 60 * 1000;

const offsetFormat = new Intl.DateTimeFormat('en-GB', { timeZone: MARKET_TIMEZONE, timeZoneName: 'longOffset' });

/** Warsaw's offset from UTC at an instant, in minutes (+60 in winter, +120 in summer). */
const warsawOffsetMinutes = (at: Date): number => {
  const part = offsetFormat.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(part ?? '');
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
};

/**
 * Midnight of a calendar day in Warsaw, as an instant; month is 0-based and out-of-range days roll over as in
 * `Date.UTC`. The offset is read at 00:00 UTC of that day, which is on the same side of a DST switch (01:00 UTC) as
 * Warsaw's midnight.
 */
export const warsawMidnight = (year: number, month: number, day: number): Date => {
  const utcGuess = new Date(Date.UTC(year, month, day));
  return new Date(utcGuess.getTime() - warsawOffsetMinutes(utcGuess) * 60_000);
};

/** The calendar date (`YYYY-MM-DD`) in Warsaw at an instant. */
export const warsawDateOf = (at: Date): string =>
  new Date(at.getTime() + warsawOffsetMinutes(at) * 60_000).toISOString().slice(0, 10);

/** The calendar month (spec §1: Europe/Warsaw time) that contains `now`. */
export const warsawMonthOf = (now: Date): { readonly start: Date; readonly end: Date } => {
  const local = new Date(now.getTime() + warsawOffsetMinutes(now) * 60_000);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth();
  return { start: warsawMidnight(year, month, 1), end: warsawMidnight(year, month + 1, 1) };
};

/** A Warsaw calendar day (`YYYY-MM-DD`) as the instants it starts and ends at (23, 24 or 25 hours apart). */
export interface WarsawDay {
  readonly date: string;
  readonly start: Date;
  readonly end: Date;
}

const dayOf = (utcMidnight: number): WarsawDay => {
  const at = new Date(utcMidnight);
  const [year, month, day] = [at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()];
  return {
    date: at.toISOString().slice(0, 10),
    start: warsawMidnight(year, month, day),
    end: warsawMidnight(year, month, day + 1),
  };
};

/** Every Warsaw day from `from` to `to` (`YYYY-MM-DD`, both included), in order; none when `to` is before `from`. */
export const warsawDays = (from: string, to: string): WarsawDay[] => {
  const days: WarsawDay[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS) days.push(dayOf(t));
  return days;
};
