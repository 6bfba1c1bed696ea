import type { Milliseconds } from '../shared/time';
import { type CalendarDay, type DayRange, eachDay } from './listening-range';

/** The time heard on one day. */
export interface DayListening {
  readonly date: CalendarDay;
  readonly ms: Milliseconds;
}

/** The time heard of one title. */
export interface TitleListening {
  readonly productId: string;
  readonly title: string;
  readonly ms: Milliseconds;
}

/** A listener's listening over a period, as the API sums it: only days with listening, titles most heard first. */
export interface ListeningStats {
  readonly range: DayRange;
  readonly totalMs: Milliseconds;
  readonly titles: readonly TitleListening[];
  readonly days: readonly DayListening[];
}

/** Issue 21: every day of the range in order, a day with no listening as zero, so the chart has no gaps. */
export const fillDays = (range: DayRange, days: readonly DayListening[]): readonly DayListening[] => {
  const heard = new Map<CalendarDay, number>();
  for (const day of days) heard.set(day.date, (heard.get(day.date) ?? 0) + day.ms);
  return eachDay(range).map((date) => ({ date, ms: (heard.get(date) ?? 0) as Milliseconds }));
};

/** Issue 21: the time heard over some days. */
export const totalOf = (days: readonly DayListening[]): Milliseconds =>
  days.reduce((sum, day) => sum + day.ms, 0) as Milliseconds;

/** Issue 21: the titles heard most, at most `count`, most heard first (ties keep the API's order). */
export const mostListened = (titles: readonly TitleListening[], count: number): readonly TitleListening[] =>
  [...titles].sort((a, b) => b.ms - a.ms).slice(0, Math.max(0, count));

/** Issue 21: whole minutes heard, rounded, as the chart draws a day. */
export const wholeMinutes = (ms: Milliseconds): number => Math.round(ms / 60_000);
