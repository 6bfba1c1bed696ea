import type { DayRange } from '#domain/listening/listening-range';
import type { ListeningStats } from '#domain/listening/listening-stats';
import type { Locale } from '#domain/market/locale';
import type { Result } from '#domain/shared/result';
import type { ListeningError } from '../listening/listening.errors';

/** This month's listening against the account's monthly hours, as the API counts it. */
export interface PlaybackLimitReading {
  readonly limitHours: number;
  readonly usedSeconds: number;
  /** The current month's first instant and the next month's (ISO). */
  readonly periodStart: string;
  readonly periodEnd: string;
}

/** The signed-in listener's own listening: its stats over whole days and this month's use of the playback limit. */
export interface ListeningHistoryRepository {
  stats(locale: Locale, range: DayRange): Promise<Result<ListeningStats, ListeningError>>;
  playbackLimit(locale: Locale): Promise<Result<PlaybackLimitReading, ListeningError>>;
}
