import { type EpochMs, milliseconds, type Milliseconds } from '../shared/time';
import type { AudiobookId, MediaId } from './playback-ids';

/** Spec §9: while playing, played time is reported every 60 s. */
export const PLAYBACK_REPORT_INTERVAL_MS: Milliseconds = milliseconds(60_000);

/** Spec §5 and §9: spans of played time shorter than 5 s are not reported. */
export const MIN_REPORTED_SPAN_MS: Milliseconds = milliseconds(5_000);

/** Spec §7 and §9: a failed report is tried at most 3 times in all, 1 s apart. */
export const REPORT_RETRY_POLICY = { maxAttempts: 3, delayMs: milliseconds(1_000) } as const;

/** One stretch of wall time during which an audiobook played, measured in milliseconds (stoppedAt excluded). */
export interface PlaybackSpan {
  readonly audiobookId: AudiobookId;
  readonly mediaId: MediaId;
  readonly startedAt: EpochMs;
  readonly stoppedAt: EpochMs;
}

/** Spec §3 playback time command fields; times in whole epoch seconds. */
export interface PlaybackTimePayload {
  readonly audiobook_id: AudiobookId;
  readonly media_id: MediaId;
  readonly started_at: number;
  readonly stopped_at: number;
}

/** When a span started and stopped: all the length rules look at. */
export type SpanTimes = Pick<PlaybackSpan, 'startedAt' | 'stoppedAt'>;

/** The length of a span. */
export const spanLength = (span: SpanTimes): Milliseconds => milliseconds(span.stoppedAt - span.startedAt);

/** Spec §5: whether a span is long enough to report (at least 5 s); the server ignores shorter ones too. */
export const isReportable = (span: SpanTimes): boolean => spanLength(span) >= MIN_REPORTED_SPAN_MS;

const toEpochSeconds = (instant: EpochMs): number => Math.floor(instant / 1_000);

/**
 * Spec §3 and §7: the SavePlaybackTime payload, in epoch seconds. Both ends are floored, so spans that touch
 * in milliseconds touch in seconds too (never overlap), their seconds add up exactly, and a span of at least
 * 5 000 ms is at least 5 s long.
 */
export const playbackTimePayload = (span: PlaybackSpan): PlaybackTimePayload => ({
  audiobook_id: span.audiobookId,
  media_id: span.mediaId,
  started_at: toEpochSeconds(span.startedAt),
  stopped_at: toEpochSeconds(span.stoppedAt),
});

/** What to do after a report failed: try again after the delay, or give up (generic error toast, unload). */
export type ReportRetryStep = { readonly type: 'retry'; readonly afterMs: Milliseconds } | { readonly type: 'giveUp' };

/** Spec §7 and §8: after `failedAttempts` failures, retry 1 s later until 3 attempts in all have failed. */
export const reportRetryStep = (failedAttempts: number): ReportRetryStep =>
  failedAttempts < REPORT_RETRY_POLICY.maxAttempts
    ? { type: 'retry', afterMs: REPORT_RETRY_POLICY.delayMs }
    : { type: 'giveUp' };
