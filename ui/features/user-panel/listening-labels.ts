import { formatListeningTime } from '#domain/listening/listening-duration';
import type { CalendarDay } from '#domain/listening/listening-range';
import { wholeMinutes } from '#domain/listening/listening-stats';
import { languageOf, type Locale } from '#domain/market/locale';
import type { Milliseconds } from '#domain/shared/time';
import type { ListeningStatsPage } from '#application/listening/load-listening-stats.use-case';

/** One day of the chart and its table, written out. */
export interface DayBar {
  readonly date: CalendarDay;
  readonly label: string;
  readonly minutes: number;
}

/** The stats page as the server writes it, so that hydration formats nothing again. */
export interface ListeningStatsView {
  readonly choice: ListeningStatsPage['choice'];
  readonly range: ListeningStatsPage['range'];
  readonly rangeLabel: string;
  readonly thisMonth: string;
  readonly rangeTotal: string;
  readonly days: readonly DayBar[];
  readonly topTitles: readonly { readonly productId: string; readonly title: string; readonly time: string }[];
}

// Calendar days are UTC midnights, so they are written in UTC to keep their date.
const dayFormat = (locale: Locale, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(languageOf(locale), { ...options, timeZone: 'UTC' });

const dateOf = (day: CalendarDay) => new Date(`${day}T00:00:00Z`);

/** The stats of a period in the market's language. */
export const listeningStatsView = (page: ListeningStatsPage, locale: Locale): ListeningStatsView => {
  const time = (ms: Milliseconds) => formatListeningTime(ms, locale);
  const short = dayFormat(locale, { day: 'numeric', month: 'short' });
  const long = dayFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' });
  return {
    choice: page.choice,
    range: page.range,
    rangeLabel: long.formatRange(dateOf(page.range.from), dateOf(page.range.to)),
    thisMonth: time(page.thisMonthMs),
    rangeTotal: time(page.rangeMs),
    days: page.days.map((d) => ({ date: d.date, label: short.format(dateOf(d.date)), minutes: wholeMinutes(d.ms) })),
    topTitles: page.topTitles.map((t) => ({ productId: t.productId, title: t.title, time: time(t.ms) })),
  };
};
