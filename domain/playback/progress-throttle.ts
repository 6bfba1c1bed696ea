import { type EpochMs, milliseconds, type Milliseconds } from '../shared/time';

/** Spec §4 and §9: progress updates go out at most once per second. */
export const PROGRESS_UPDATE_INTERVAL_MS: Milliseconds = milliseconds(1_000);

/** Spec §4: whether a progress update may go out now, given when the last one went out (null: none yet). */
export const shouldEmitProgress = (lastEmittedAt: EpochMs | null, now: EpochMs): boolean =>
  lastEmittedAt === null || now - lastEmittedAt >= PROGRESS_UPDATE_INTERVAL_MS;
