import type { ListeningError } from '#application/listening/listening.errors';
import type {
  ListeningHistoryRepository,
  PlaybackLimitReading,
} from '#application/ports/listening-history-repository.port';
import type { DayRange } from '#domain/listening/listening-range';
import type { DayListening, ListeningStats } from '#domain/listening/listening-stats';
import { err, ok, type Result } from '#domain/shared/result';
import { milliseconds } from '#domain/shared/time';

/** A heard span kept in memory: a title, the day it started and its length. */
interface HeardSpan {
  readonly productId: string;
  readonly title: string;
  readonly date: string;
  readonly ms: number;
}

/** The listening of one signed-in listener (or of nobody), summed as the API sums it; it can be told to fail. */
export class InMemoryListeningHistory implements ListeningHistoryRepository {
  readonly #spans: HeardSpan[] = [];
  readonly #signedIn: boolean;
  readonly #limitHours: number;
  #failure: ListeningError | null = null;
  /** Every range asked about, in order. */
  readonly asked: DayRange[] = [];
  /** How many times the playback limit was read. */
  limitReads = 0;

  constructor(options: { readonly signedIn?: boolean; readonly limitHours?: number } = {}) {
    this.#signedIn = options.signedIn ?? true;
    this.#limitHours = options.limitHours ?? 30;
  }

  heard(span: HeardSpan): this {
    this.#spans.push(span);
    return this;
  }

  failWith(failure: ListeningError | null): this {
    this.#failure = failure;
    return this;
  }

  async stats(_locale: string, range: DayRange): Promise<Result<ListeningStats, ListeningError>> {
    this.asked.push(range);
    if (this.#failure) return err(this.#failure);
    if (!this.#signedIn) return err({ code: 'AUTH.NOT_SIGNED_IN' });
    const inside = this.#spans.filter((s) => s.date >= range.from && s.date <= range.to);
    const sum = <K extends string>(key: (s: HeardSpan) => K) => {
      const sums = new Map<K, number>();
      for (const s of inside) sums.set(key(s), (sums.get(key(s)) ?? 0) + s.ms);
      return sums;
    };
    const names = new Map(inside.map((s) => [s.productId, s.title]));
    const days: DayListening[] = [...sum((s) => s.date)]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([date, ms]) => ({ date, ms: milliseconds(ms) }));
    const titles = [...sum((s) => s.productId)]
      .sort(([, a], [, b]) => b - a)
      .map(([productId, ms]) => ({ productId, title: names.get(productId) ?? '', ms: milliseconds(ms) }));
    return ok({ range, totalMs: milliseconds(inside.reduce((t, s) => t + s.ms, 0)), titles, days });
  }

  async playbackLimit(): Promise<Result<PlaybackLimitReading, ListeningError>> {
    this.limitReads += 1;
    if (this.#failure) return err(this.#failure);
    if (!this.#signedIn) return err({ code: 'AUTH.NOT_SIGNED_IN' });
    const usedMs = this.#spans.reduce((t, s) => t + s.ms, 0);
    return ok({
      limitHours: this.#limitHours,
      usedSeconds: Math.round(usedMs / 1000),
      periodStart: '2026-11-01T00:00:00.000Z',
      periodEnd: '2026-12-01T00:00:00.000Z',
    });
  }
}
