import { MARKET_TIMEZONE } from '../market/market';
import type { EpochMs } from '../shared/time';

/** A calendar day in the market's timezone, `YYYY-MM-DD`. */
export type CalendarDay = string;

/** A period of whole calendar days, both ends included. */
export interface DayRange {
  readonly from: CalendarDay;
  readonly to: CalendarDay;
}

/** Issue 21: the periods a listener may choose on the listening stats page. */
export const LISTENING_RANGE_CHOICES = ['this-month', 'last-month', 'last-30-days', 'custom'] as const;

export type ListeningRangeChoice = (typeof LISTENING_RANGE_CHOICES)[number];

/** The longest period the API answers (a leap year), so the longest a listener may ask for. */
export const LONGEST_RANGE_DAYS = 366;

const DAY_MS = 24 * 60 * 60 * 1000;

// Days are counted on UTC midnights, where every day has 24 hours whatever the market's clocks do.
const dayNumber = (day: CalendarDay): number => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOfNumber = (n: number): CalendarDay => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** Spec §3: the calendar day an instant falls on in the market's timezone (Europe/Warsaw). */
export const marketDayOf = (now: EpochMs): CalendarDay => {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: MARKET_TIMEZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
};

/** The day `offset` days after `day` (before it when negative). */
export const addDays = (day: CalendarDay, offset: number): CalendarDay => dayOfNumber(dayNumber(day) + offset);

/** How many days a range holds, both ends included (0 or less when `to` is before `from`). */
export const daysIn = (range: DayRange): number => dayNumber(range.to) - dayNumber(range.from) + 1;

/** Every day of a range in calendar order. */
export const eachDay = (range: DayRange): readonly CalendarDay[] =>
  Array.from({ length: Math.max(0, daysIn(range)) }, (_, i) => addDays(range.from, i));

const monthOf = (day: CalendarDay): DayRange => {
  const [year = 0, month = 1] = day.split('-').map(Number);
  const first = Date.UTC(year, month - 1, 1) / DAY_MS;
  const next = Date.UTC(year, month, 1) / DAY_MS;
  return { from: dayOfNumber(first), to: dayOfNumber(next - 1) };
};

/** Issue 21: the whole calendar month `today` is in. */
export const monthContaining = (today: CalendarDay): DayRange => monthOf(today);

/**
 * Issue 21: the days a preset choice covers, seen from `today`: this month and last month whole, the last 30 days
 * ending today.
 */
export const presetRange = (choice: Exclude<ListeningRangeChoice, 'custom'>, today: CalendarDay): DayRange => {
  switch (choice) {
    case 'this-month':
      return monthOf(today);
    case 'last-month':
      return monthOf(addDays(monthOf(today).from, -1));
    case 'last-30-days':
      return { from: addDays(today, -29), to: today };
  }
};

export type CustomRangeProblem = 'to-before-from' | 'too-long';

/** Issue 21: a custom period is valid when `to` is not before `from` and it spans at most the longest period. */
export const customRangeProblem = (range: DayRange): CustomRangeProblem | null => {
  const days = daysIn(range);
  if (days < 1) return 'to-before-from';
  return days > LONGEST_RANGE_DAYS ? 'too-long' : null;
};
