import { type EpochMs, milliseconds, type Milliseconds } from '../shared/time';
import { isReportable, type SpanTimes, spanLength } from './playback-report';

/** A longer report is no real listening span (a stuck clock, a forged report): the reference server refuses it. */
export const MAX_REPORTED_SPAN_MS: Milliseconds = milliseconds(12 * 60 * 60 * 1000);

/** How far ahead of the server's clock a listener's clock may run before a span's end counts as in the future. */
export const CLIENT_CLOCK_TOLERANCE_MS: Milliseconds = milliseconds(5 * 60 * 1000);

/** Why a reported span is refused; each is a fault of its end (`stopped_at`). */
export type SpanRejection = 'BEFORE_START' | 'TOO_LONG' | 'IN_FUTURE';

/** What the server does with one reported span of listening. */
export type SpanDecision =
  | { readonly kind: 'record'; readonly length: Milliseconds }
  | { readonly kind: 'ignore' }
  | { readonly kind: 'reject'; readonly reason: SpanRejection };

/**
 * Spec §5, §9 (SavePlaybackTime): a span ending before it starts, later than the server's clock allows or longer
 * than 12 h is refused; one shorter than 5 s (not reportable) is ignored; any other counts with its length.
 */
export const judgeReportedSpan = (span: SpanTimes, now: EpochMs): SpanDecision => {
  if (span.stoppedAt < span.startedAt) return { kind: 'reject', reason: 'BEFORE_START' };
  if (span.stoppedAt > now + CLIENT_CLOCK_TOLERANCE_MS) return { kind: 'reject', reason: 'IN_FUTURE' };
  const length = spanLength(span);
  if (length > MAX_REPORTED_SPAN_MS) return { kind: 'reject', reason: 'TOO_LONG' };
  if (!isReportable(span)) return { kind: 'ignore' };
  return { kind: 'record', length };
};
