import type { Locale } from '#domain/market/locale';
import { type PlaybackLimitUsage, playbackLimitUsage } from '#domain/playback/playback-limit-usage';
import { ok, type Result } from '#domain/shared/result';
import type { ListeningHistoryRepository } from '../ports/listening-history-repository.port';
import type { ListeningError } from './listening.errors';

export interface LoadPlaybackLimitDeps {
  readonly listeningHistory: ListeningHistoryRepository;
}

/** What the playback limit page shows: the month's use of the limit and when the month ends. */
export interface PlaybackLimitPage extends PlaybackLimitUsage {
  readonly limitHours: number;
  readonly periodEnd: string;
}

/** Spec §3 playback limit, issue 21: this month's hours used and left, and whether the listener is near the limit. */
export class LoadPlaybackLimit {
  readonly #deps: LoadPlaybackLimitDeps;

  constructor(deps: LoadPlaybackLimitDeps) {
    this.#deps = deps;
  }

  async execute(input: { readonly locale: Locale }): Promise<Result<PlaybackLimitPage, ListeningError>> {
    const reading = await this.#deps.listeningHistory.playbackLimit(input.locale);
    if (!reading.ok) return reading;
    const { limitHours, usedSeconds, periodEnd } = reading.value;
    return ok({ ...playbackLimitUsage(limitHours, usedSeconds), limitHours, periodEnd });
  }
}
