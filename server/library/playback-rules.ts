/** Spec §5 and §9: playback time reports shorter than 5 seconds are ignored. */
export const MIN_REPORTED_SPAN_SECONDS = 5;

/** A longer report is no real listening span (a stuck clock, a forged report). */
export const MAX_REPORTED_SPAN_SECONDS = 12 * 60 * 60;

/** How far ahead of the server's clock a client's time may run before it is refused or clamped. */
export const CLIENT_CLOCK_TOLERANCE_MS = 5 * 60 * 1000;

/** What to do with one SavePlaybackTime report. */
export type SpanDecision =
  | { readonly kind: 'record'; readonly seconds: number }
  | { readonly kind: 'ignore' }
  | {
      readonly kind: 'reject';
      readonly property: 'stopped_at';
      readonly code: 'BEFORE_START' | 'TOO_LONG' | 'IN_FUTURE';
    };

/** Judges a reported span (seconds since the epoch) against the server's clock. */
export const judgeSpan = (startedAt: number, stoppedAt: number, nowMs: number): SpanDecision => {
  if (stoppedAt < startedAt) return { kind: 'reject', property: 'stopped_at', code: 'BEFORE_START' };
  if (stoppedAt * 1000 > nowMs + CLIENT_CLOCK_TOLERANCE_MS)
    return { kind: 'reject', property: 'stopped_at', code: 'IN_FUTURE' };
  const seconds = stoppedAt - startedAt;
  if (seconds > MAX_REPORTED_SPAN_SECONDS) return { kind: 'reject', property: 'stopped_at', code: 'TOO_LONG' };
  if (seconds < MIN_REPORTED_SPAN_SECONDS) return { kind: 'ignore' };
  return { kind: 'record', seconds };
};

/**
 * The order key of a position save: the client's `saved_at` when it sent one (never later than the server's
 * clock, so a fast clock cannot lock the position), else the server's time of receipt.
 */
export const progressOrderKey = (savedAt: Date | undefined, now: Date): string =>
  (savedAt && savedAt.getTime() < now.getTime() ? savedAt : now).toISOString();

/** Whether a position save replaces the stored one: the last write wins unless it was made earlier on the client. */
export const progressWins = (storedKey: string | null, incomingKey: string): boolean =>
  storedKey === null || storedKey <= incomingKey;

/** The stop-playback rule: stop when the monthly limit is used up or another device of the account started later. */
export const mustStopPlayback = (input: {
  readonly limitExhausted: boolean;
  /** When this device last started playback; null when it never did. */
  readonly thisDeviceStartedAt: string | null;
  /** The latest start on any other device of the account; null when none. */
  readonly otherDevicesStartedAt: string | null;
}): boolean =>
  input.limitExhausted ||
  (input.otherDevicesStartedAt !== null &&
    (input.thisDeviceStartedAt === null || input.otherDevicesStartedAt > input.thisDeviceStartedAt));
