import type { Brand } from '../shared/brand';
import { milliseconds, type Milliseconds } from '../shared/time';

/** Spec §3 Playback position: a point on the recording's own timeline in milliseconds (a duration is the end's position). */
export type PositionMs = Brand<number, 'PositionMs'>;

/** Tags a number as a position on the recording's timeline; the caller vouches for its meaning. */
export const positionMs = (value: number): PositionMs => value as PositionMs;

/** Spec §4 and §9: a new load restarts this long before the saved position. */
export const RESUME_OFFSET_MS: Milliseconds = milliseconds(15_000);

const START = positionMs(0);

/** Spec §4: where a new load starts: the saved position minus 15 s, never below 0 (a non-finite position reads as 0). */
export const resumePosition = (saved: PositionMs): PositionMs => startPosition(positionMs(saved - RESUME_OFFSET_MS));

/** A place to start from as it stands: never below 0, and the start for a position that is not a number. */
export const startPosition = (position: PositionMs): PositionMs =>
  Number.isFinite(position) ? positionMs(Math.max(0, position)) : START;

/** Spec §4: a seek target clamped between 0 and the duration (NaN reads as 0, +Infinity as the end). */
export const clampPosition = (target: number, duration: PositionMs): PositionMs => {
  const end = Number.isFinite(duration) && duration > 0 ? duration : START;
  if (Number.isNaN(target)) return START;
  return positionMs(Math.min(Math.max(target, 0), end));
};
