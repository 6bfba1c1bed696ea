import { milliseconds, type Milliseconds } from '../shared/time';
import { positionMs, type PositionMs } from './playback-position';

/** Issue 20: how far a resume rewinds after a pause shorter than `pausedUnderMs` (the first step that fits applies). */
export const REWIND_AFTER_PAUSE_STEPS: readonly {
  readonly pausedUnderMs: Milliseconds;
  readonly rewindMs: Milliseconds;
}[] = [
  { pausedUnderMs: milliseconds(3_000), rewindMs: milliseconds(0) },
  { pausedUnderMs: milliseconds(5 * 60_000), rewindMs: milliseconds(5_000) },
  { pausedUnderMs: milliseconds(30 * 60_000), rewindMs: milliseconds(15_000) },
];

/** Issue 20: after a pause of 30 minutes or more, a resume rewinds this far. */
export const LONGEST_REWIND_AFTER_PAUSE_MS: Milliseconds = milliseconds(30_000);

/**
 * Issue 20: after a pause within a session, resuming rewinds by the pause's length: none under 3 s, 5 s under
 * 5 minutes, 15 s under 30 minutes, 30 s after. A negative or unknown (NaN) pause rewinds nothing.
 */
export const rewindAfterPause = (pausedForMs: Milliseconds): Milliseconds => {
  if (Number.isNaN(pausedForMs) || pausedForMs < 0) return milliseconds(0);
  return (
    REWIND_AFTER_PAUSE_STEPS.find((step) => pausedForMs < step.pausedUnderMs)?.rewindMs ?? LONGEST_REWIND_AFTER_PAUSE_MS
  );
};

/** Issue 20: where playback resumes after a pause: the position rewound by the pause's length, never below 0. */
export const resumeTargetAfterPause = (position: PositionMs, pausedForMs: Milliseconds): PositionMs =>
  Number.isFinite(position) ? positionMs(Math.max(0, position - rewindAfterPause(pausedForMs))) : positionMs(0);
