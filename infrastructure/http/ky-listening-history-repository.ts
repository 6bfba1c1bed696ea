import type { KyInstance } from 'ky';
import type { ListeningError } from '#application/listening/listening.errors';
import type {
  ListeningHistoryRepository,
  PlaybackLimitReading,
} from '#application/ports/listening-history-repository.port';
import type { DayRange } from '#domain/listening/listening-range';
import type { ListeningStats } from '#domain/listening/listening-stats';
import type { Locale } from '#domain/market/locale';
import { err, ok, type Result } from '#domain/shared/result';
import { milliseconds } from '#domain/shared/time';
import { listeningStatsSchema } from '#contract/listening-stats.schema';
import { playbackLimitSchema } from '#contract/playback-limit.schema';
import { isMaintenance, isRemoteFailure } from './http-failure';
import { isUnauthorized, type SessionRefresh, withSessionRefresh } from './session-refresh';

export interface KyListeningHistoryRepositoryDeps {
  readonly http: KyInstance;
  readonly refreshSession: SessionRefresh;
}

const UNAVAILABLE: ListeningError = { code: 'LISTENING.UNAVAILABLE' };

/** The listener's listening over `GET /me/listening-stats` and `GET /me/playback-limit`, retried once after a refresh. */
export class KyListeningHistoryRepository implements ListeningHistoryRepository {
  readonly #deps: KyListeningHistoryRepositoryDeps;

  constructor(deps: KyListeningHistoryRepositoryDeps) {
    this.#deps = deps;
  }

  async stats(locale: Locale, range: DayRange): Promise<Result<ListeningStats, ListeningError>> {
    const body = await this.#get(`${locale}/v2/me/listening-stats`, { from: range.from, to: range.to });
    if (!body.ok) return body;
    const parsed = listeningStatsSchema.safeParse(body.value);
    if (!parsed.success) return err(UNAVAILABLE);
    const wire = parsed.data;
    return ok({
      range: { from: wire.from, to: wire.to },
      totalMs: milliseconds(wire.total_ms),
      titles: wire.titles.map((t) => ({ productId: t.product_id, title: t.title, ms: milliseconds(t.ms) })),
      days: wire.days.map((d) => ({ date: d.date, ms: milliseconds(d.ms) })),
    });
  }

  async playbackLimit(locale: Locale): Promise<Result<PlaybackLimitReading, ListeningError>> {
    const body = await this.#get(`${locale}/v2/me/playback-limit`, {});
    if (!body.ok) return body;
    const parsed = playbackLimitSchema.safeParse(body.value);
    if (!parsed.success) return err(UNAVAILABLE);
    const wire = parsed.data;
    return ok({
      limitHours: wire.limit_hours,
      usedSeconds: wire.used_seconds,
      periodStart: wire.period_start,
      periodEnd: wire.period_end,
    });
  }

  async #get(path: string, searchParams: Record<string, string>): Promise<Result<unknown, ListeningError>> {
    const { http, refreshSession } = this.#deps;
    try {
      return ok(await withSessionRefresh(() => http.get(path, { searchParams }).json<unknown>(), refreshSession));
    } catch (error) {
      if (isUnauthorized(error)) return err({ code: 'AUTH.NOT_SIGNED_IN' });
      if (isMaintenance(error)) return err({ code: 'API.MAINTENANCE' });
      if (isRemoteFailure(error)) return err(UNAVAILABLE);
      throw error;
    }
  }
}
