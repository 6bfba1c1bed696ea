import { clampPosition, type PositionMs } from './playback-position';

/** Issue 20: the skip lengths a listener may choose from: 5, 10, 15, 20, 30, 45, 60 and 90 s. */
export const SKIP_INTERVAL_CHOICES_MS = [5_000, 10_000, 15_000, 20_000, 30_000, 45_000, 60_000, 90_000] as const;

/** One of the allowed skip lengths, in milliseconds. */
export type SkipIntervalMs = (typeof SKIP_INTERVAL_CHOICES_MS)[number];

/** Issue 20: how far skip back and skip forward move, kept in local storage. */
export interface SkipIntervals {
  readonly backMs: SkipIntervalMs;
  readonly forwardMs: SkipIntervalMs;
}

/** Issue 20: skip back 15 s and forward 30 s by default. */
export const DEFAULT_SKIP_INTERVALS: SkipIntervals = { backMs: 15_000, forwardMs: 30_000 };

/** Issue 20: whether a value is one of the allowed skip lengths. */
export const isSkipInterval = (value: unknown): value is SkipIntervalMs =>
  (SKIP_INTERVAL_CHOICES_MS as readonly unknown[]).includes(value);

/** Issue 20: a skip lands within the recording: the position moved by the delta, clamped to [0, duration]. */
export const skipTarget = (position: PositionMs, duration: PositionMs, deltaMs: number): PositionMs =>
  clampPosition(position + deltaMs, duration);

/**
 * Issue 20 and spec §3: stored skip lengths made safe to apply: each side that is not one of the allowed lengths
 * takes its default (15 s back, 30 s forward); anything that is not an object reads as the defaults.
 */
export const normaliseSkipIntervals = (stored: unknown): SkipIntervals => {
  if (typeof stored !== 'object' || stored === null) return DEFAULT_SKIP_INTERVALS;
  const { backMs, forwardMs } = stored as { readonly backMs?: unknown; readonly forwardMs?: unknown };
  return {
    backMs: isSkipInterval(backMs) ? backMs : DEFAULT_SKIP_INTERVALS.backMs,
    forwardMs: isSkipInterval(forwardMs) ? forwardMs : DEFAULT_SKIP_INTERVALS.forwardMs,
  };
};
