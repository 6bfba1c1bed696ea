import {
  type DayRange,
  type ListeningRangeChoice,
  marketDayOf,
  monthContaining,
  presetRange,
} from '#domain/listening/listening-range';
import { type DayListening, fillDays, mostListened, type TitleListening } from '#domain/listening/listening-stats';
import type { Locale } from '#domain/market/locale';
import { ok, type Result } from '#domain/shared/result';
import type { EpochMs, Milliseconds } from '#domain/shared/time';
import type { ListeningHistoryRepository } from '../ports/listening-history-repository.port';
import type { ListeningError } from './listening.errors';

export interface LoadListeningStatsDeps {
  readonly listeningHistory: ListeningHistoryRepository;
  readonly now: () => EpochMs;
}

/** A preset period, or a custom one already checked at the boundary. */
export type ListeningPeriodRequest =
  | { readonly choice: Exclude<ListeningRangeChoice, 'custom'> }
  | { readonly choice: 'custom'; readonly range: DayRange };

/** What the listening stats page shows. */
export interface ListeningStatsPage {
  readonly choice: ListeningRangeChoice;
  readonly range: DayRange;
  readonly thisMonthMs: Milliseconds;
  readonly rangeMs: Milliseconds;
  /** Every day of the range, a day without listening as zero. */
  readonly days: readonly DayListening[];
  readonly topTitles: readonly TitleListening[];
}

/** Issue 21: how many titles the page lists as the most listened. */
export const TOP_TITLES = 5;

/** Issue 21: the listener's time this month, and the chosen period day by day with the titles heard most in it. */
export class LoadListeningStats {
  readonly #deps: LoadListeningStatsDeps;

  constructor(deps: LoadListeningStatsDeps) {
    this.#deps = deps;
  }

  async execute(input: {
    readonly locale: Locale;
    readonly period: ListeningPeriodRequest;
  }): Promise<Result<ListeningStatsPage, ListeningError>> {
    const { listeningHistory, now } = this.#deps;
    const today = marketDayOf(now());
    const thisMonth = monthContaining(today);
    const range = input.period.choice === 'custom' ? input.period.range : presetRange(input.period.choice, today);
    const sameAsMonth = range.from === thisMonth.from && range.to === thisMonth.to;
    const [chosen, month] = await Promise.all([
      listeningHistory.stats(input.locale, range),
      sameAsMonth ? null : listeningHistory.stats(input.locale, thisMonth),
    ]);
    if (!chosen.ok) return chosen;
    if (month && !month.ok) return month;
    return ok({
      choice: input.period.choice,
      range,
      thisMonthMs: (month ?? chosen).value.totalMs,
      rangeMs: chosen.value.totalMs,
      days: fillDays(range, chosen.value.days),
      topTitles: mostListened(chosen.value.titles, TOP_TITLES),
    });
  }
}
