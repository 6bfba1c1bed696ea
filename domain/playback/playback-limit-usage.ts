import { milliseconds, type Milliseconds } from '../shared/time';

/** Issue 21: the share of the monthly limit from which a listener is warned that it is nearly used up. */
export const NEAR_LIMIT_SHARE = 0.9;

export type PlaybackLimitStanding = 'within' | 'near' | 'reached';

/** This month's listening against the monthly limit. */
export interface PlaybackLimitUsage {
  readonly limit: Milliseconds;
  readonly used: Milliseconds;
  /** Never negative: once the limit is reached, nothing is left. */
  readonly left: Milliseconds;
  readonly standing: PlaybackLimitStanding;
}

/**
 * Spec §3 playback limit, issue 21 warning: the limit is reached once the month's listening equals it, and a listener
 * is near it once 90% of it is used.
 */
export const playbackLimitUsage = (limitHours: number, usedSeconds: number): PlaybackLimitUsage => {
  const limit = milliseconds(limitHours * 3_600_000);
  const used = milliseconds(usedSeconds * 1000);
  const standing: PlaybackLimitStanding =
    used >= limit ? 'reached' : used >= limit * NEAR_LIMIT_SHARE ? 'near' : 'within';
  return { limit, used, left: milliseconds(Math.max(0, limit - used)), standing };
};
