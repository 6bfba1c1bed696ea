import type { AttemptLimit } from './attempt-limiter.port';

/** Attempts of a key made at one instant (epoch milliseconds). */
export interface AttemptsAt {
  readonly at: number;
  readonly attempts: number;
}

/** Whether an attempt made at `at` still counts at `now`: inside the window, and not in the future. */
export const inWindow = (at: number, rule: AttemptLimit, now: number): boolean => at > now - rule.windowMs && at <= now;

/**
 * Seconds until a key may try again, from its attempts in the window, newest first: once `limit` of them are in the
 * window, the wait lasts until the `limit`-th newest leaves it (at least a second, so a refusal never says 0).
 */
export const retryAfterSecondsOf = (newestFirst: readonly AttemptsAt[], rule: AttemptLimit, now: number): number => {
  let counted = 0;
  for (const { at, attempts } of newestFirst) {
    counted += attempts;
    if (counted >= rule.limit) return Math.max(1, Math.ceil((at + rule.windowMs - now) / 1000));
  }
  return 0;
};
