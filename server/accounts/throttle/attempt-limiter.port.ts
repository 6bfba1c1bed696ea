/** How many attempts a key may make in a sliding window. */
export interface AttemptLimit {
  readonly limit: number;
  readonly windowMs: number;
}

/**
 * Counts attempts per key in a sliding window under one rule. A key is blocked once it has `limit` attempts in the
 * last `windowMs`, until the oldest of them leaves the window. The store is shared by every process that serves.
 */
export interface AttemptLimiter {
  readonly rule: AttemptLimit;
  /** Seconds until the key may try again, or 0 when it may try now. */
  retryAfterSeconds(key: string, now: Date): Promise<number>;
  /** Counts one attempt of the key. */
  record(key: string, now: Date): Promise<void>;
  /** Forgets the key's attempts (a successful sign-in clears its account's failures). */
  reset(key: string): Promise<void>;
}

/** Where limiters keep their counts; a scope names one rule (`sign-in.account`), so scopes never share keys. */
export interface AttemptLimiters {
  limiter(scope: string, rule: AttemptLimit): AttemptLimiter;
}
