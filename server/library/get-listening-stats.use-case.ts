import { ok, type Result } from '#domain/shared/result';
import { warsawDateOf, warsawDays, warsawMonthOf } from '../accounts/warsaw-calendar';
import type { ListeningStatsQueries } from './listening-stats.port';

export interface GetListeningStatsDeps {
  readonly listeningStats: ListeningStatsQueries;
  readonly now: () => Date;
}

/** A period of Warsaw calendar days (`YYYY-MM-DD`, both included), already checked; none asked means this month. */
export interface GetListeningStatsInput {
  readonly userId: string;
  readonly period?: { readonly from: string; readonly to: string };
}

export interface ListeningStatsReport {
  readonly from: string;
  readonly to: string;
  readonly totalMs: number;
  /** Most listened first. */
  readonly titles: readonly { readonly productId: string; readonly title: string; readonly ms: number }[];
  /** Days with listening, in calendar order. */
  readonly days: readonly { readonly date: string; readonly ms: number }[];
}

/** The Warsaw calendar month of `now`, as its first and last day. */
const monthOf = (now: Date): { readonly from: string; readonly to: string } => {
  const month = warsawMonthOf(now);
  return { from: warsawDateOf(month.start), to: warsawDateOf(new Date(month.end.getTime() - 1)) };
};

/** The user's own listening in a period (the current month by default), from the spans SavePlaybackTime recorded. */
export class GetListeningStats {
  readonly #deps: GetListeningStatsDeps;

  constructor(deps: GetListeningStatsDeps) {
    this.#deps = deps;
  }

  async execute(input: GetListeningStatsInput): Promise<Result<ListeningStatsReport, never>> {
    const { from, to } = input.period ?? monthOf(this.#deps.now());
    const stats = await this.#deps.listeningStats.over(input.userId, warsawDays(from, to));
    const titles = stats.titles.map((t) => ({ productId: t.productId, title: t.title, ms: t.seconds * 1000 }));
    return ok({
      from,
      to,
      totalMs: titles.reduce((sum, t) => sum + t.ms, 0),
      titles,
      days: stats.days.map((d) => ({ date: d.date, ms: d.seconds * 1000 })),
    });
  }
}
