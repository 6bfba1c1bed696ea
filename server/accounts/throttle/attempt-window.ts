import type { AttemptLimit, AttemptsAt } from './attempt-limiter.port';

/** Whether an attempt made at `at` still counts at `now`: inside the window, and not in the future. */
export const inWindow = (at: number, rule: AttemptLimit, now: number): boolean => at > now - rule.windowMs && at <= now;

/** Whole seconds from `now` until `until` (at least one, so a refusal never says 0), or 0 once it has passed. */
const secondsUntil = (until: number, now: number): number =>
  until > now ? Math.max(1, Math.ceil((until - now) / 1000)) : 0;

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

/**
 * How many attempts a key made in the window, counted up to the rule's limit: a store answers at least the newest
 * `limit` of them, so every store agrees up to there, and a rule needs no more (the limit blocks the key).
 */
export const attemptsCounted = (newestFirst: readonly AttemptsAt[], rule: AttemptLimit): number =>
  Math.min(
    rule.limit,
    newestFirst.reduce((sum, { attempts }) => sum + attempts, 0),
  );

/** A delay that doubles with each step: `firstMs` at step 1, `2 × firstMs` at step 2, never longer than `maxMs`. */
export interface GrowingDelay {
  readonly firstMs: number;
  readonly maxMs: number;
}

/** The delay at a step of a growing delay; none at step 0. */
export const growingDelayMs = (step: number, delay: GrowingDelay): number =>
  step <= 0 ? 0 : Math.min(delay.maxMs, delay.firstMs * 2 ** (step - 1));

/** Seconds still to wait at `now` when the newest attempt must be followed by `delayMs`, or 0 when none is left. */
export const delaySecondsAfterNewest = (newestFirst: readonly AttemptsAt[], delayMs: number, now: number): number => {
  const newest = newestFirst[0];
  return newest && delayMs > 0 ? secondsUntil(newest.at + delayMs, now) : 0;
};
