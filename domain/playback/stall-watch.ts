import { addMilliseconds, epochMs, type EpochMs, milliseconds, type Milliseconds } from '../shared/time';

/** Issue "The web player": a wait this long with no media bytes arriving is a failure, not a slow network. */
export const STALL_TIMEOUT_MS: Milliseconds = milliseconds(4_000);

/** Since when the player has waited for media (null: it is not waiting) and when media bytes last arrived. */
export interface StallWatch {
  readonly waitingSince: EpochMs | null;
  readonly lastProgressAt: EpochMs | null;
}

/** Nothing is awaited. */
export const NOT_WAITING: StallWatch = { waitingSince: null, lastProgressAt: null };

/** The player began waiting for media; a wait already under way keeps its start. */
export const waitingStarted = (watch: StallWatch, now: EpochMs): StallWatch =>
  watch.waitingSince === null ? { waitingSince: now, lastProgressAt: null } : watch;

/** Media bytes arrived: a network that is still delivering restarts the count. */
export const mediaProgressed = (watch: StallWatch, now: EpochMs): StallWatch =>
  watch.waitingSince === null ? watch : { ...watch, lastProgressAt: now };

/** The instant the current wait becomes a stall unless bytes arrive first; null when not waiting. */
export const stallDeadline = (watch: StallWatch): EpochMs | null => {
  if (watch.waitingSince === null) return null;
  const since = watch.lastProgressAt === null ? watch.waitingSince : Math.max(watch.waitingSince, watch.lastProgressAt);
  return addMilliseconds(epochMs(since), STALL_TIMEOUT_MS);
};

/** Issue "The web player", never an endless spinner: waiting with no media bytes for STALL_TIMEOUT_MS is a stall. */
export const isStalled = (watch: StallWatch, now: EpochMs): boolean => {
  const deadline = stallDeadline(watch);
  return deadline !== null && now >= deadline;
};
