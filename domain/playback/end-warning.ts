import { milliseconds, type Milliseconds } from '../shared/time';
import type { PositionMs } from './playback-position';

/** Spec §4 and §9: the end warning shows while the time left is at least this long... */
export const END_WARNING_MIN_LEFT_MS: Milliseconds = milliseconds(10_000);

/** Spec §4 and §9: ...and at most this long (both bounds inclusive). */
export const END_WARNING_MAX_LEFT_MS: Milliseconds = milliseconds(60_000);

/**
 * Spec §4: isMinuteToEnd holds when the time left (duration - position) is between 10 s and 60 s, both
 * inclusive: 10 000 ms and 60 000 ms left count, 9 999 ms and 60 001 ms do not. Unknown (0) durations never warn.
 */
export const isMinuteToEnd = (position: PositionMs, duration: PositionMs): boolean => {
  if (!(duration > 0)) return false;
  const left = duration - position;
  return left >= END_WARNING_MIN_LEFT_MS && left <= END_WARNING_MAX_LEFT_MS;
};
