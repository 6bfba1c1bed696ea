/** How many attempts a key may make in a sliding window. */
export interface AttemptLimit {
  readonly limit: number;
  readonly windowMs: number;
}

/** Attempts of a key made at one instant (epoch milliseconds). */
export interface AttemptsAt {
  readonly at: number;
  readonly attempts: number;
}

/**
 * What a limiter counts: a key, or a member of a group whose keys are forgotten together (the addresses that failed
 * on one account, grouped by the account, so a password reset clears them all).
 */
export type AttemptKey = string | { readonly group: string; readonly member: string };

/**
 * Counts attempts per key in a sliding window under one rule. A key is blocked once it has `limit` attempts in the
 * last `windowMs`, until the oldest of them leaves the window. The store is shared by every process that serves.
 */
export interface AttemptLimiter {
  readonly rule: AttemptLimit;
  /** Seconds until the key may try again, or 0 when it may try now. */
  retryAfterSeconds(key: AttemptKey, now: Date): Promise<number>;
  /**
   * The key's attempts in the window, newest first: all of them, or at least the newest `limit` (all a rule on the
   * key needs, as growing delays that depend on how many and on the newest).
   */
  recent(key: AttemptKey, now: Date): Promise<readonly AttemptsAt[]>;
  /** Counts one attempt of the key. */
  record(key: AttemptKey, now: Date): Promise<void>;
  /** Forgets the key's attempts (a successful sign-in clears its address's failures on the account). */
  reset(key: AttemptKey): Promise<void>;
  /** Forgets the attempts of every key of the group (a password reset or change clears the account's failures). */
  resetGroup(group: string): Promise<void>;
}

/** Where limiters keep their counts; a scope names one rule (`sign-in.account`), so scopes never share keys. */
export interface AttemptLimiters {
  limiter(scope: string, rule: AttemptLimit): AttemptLimiter;
}
