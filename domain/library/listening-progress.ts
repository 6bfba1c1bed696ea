/** How far a listener is into a title: its saved position against its length, as a whole percent. */
export interface ListeningProgress {
  /** 0 to 100. */
  readonly percent: number;
  /** Whole minutes heard and left, for the progress bar's spoken value. */
  readonly minutesHeard: number;
  readonly minutesLeft: number;
}

const MS_PER_MINUTE = 60_000;

// Safe for any input: a non-finite or negative length of time is read as none.
const nonNegative = (ms: number): number => (Number.isFinite(ms) ? Math.max(0, ms) : 0);

/**
 * Spec §4 saved position: the share of a title heard, clamped within it (a position past the end is the end, a
 * recording of no length is not started), and the minutes either side of it.
 */
export const listeningProgress = (positionMs: number, durationMs: number): ListeningProgress => {
  const duration = nonNegative(durationMs);
  const position = Math.min(nonNegative(positionMs), duration);
  return {
    percent: duration === 0 ? 0 : Math.floor((position / duration) * 100),
    minutesHeard: Math.floor(position / MS_PER_MINUTE),
    minutesLeft: Math.ceil((duration - position) / MS_PER_MINUTE),
  };
};

/** Spec §4: a title is worth continuing once some of it is heard and some is left. */
export const isWorthContinuing = (positionMs: number, durationMs: number): boolean => {
  const { percent, minutesLeft } = listeningProgress(positionMs, durationMs);
  return nonNegative(positionMs) > 0 && minutesLeft > 0 && percent < 100;
};
