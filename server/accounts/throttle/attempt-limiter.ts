/** How many attempts a key may make in a sliding window. */
export interface AttemptLimit {
  readonly limit: number;
  readonly windowMs: number;
}

/** Above this many tracked keys, a record sweeps out keys whose attempts all lie outside the window. */
const SWEEP_THRESHOLD = 10_000;

/**
 * Counts attempts per key in a sliding window, in memory (one server process). A key is blocked once it has `limit`
 * attempts in the last `windowMs`, until the oldest of them leaves the window.
 */
export class AttemptLimiter {
  // In memory on purpose; instances behind one balancer would each count apart and would need a shared store.
  readonly #attempts = new Map<string, number[]>();

  constructor(readonly rule: AttemptLimit) {}

  /** Seconds until the key may try again, or 0 when it may try now. */
  retryAfterSeconds(key: string, now: Date): number {
    const recent = this.#recent(key, now.getTime());
    if (recent.length < this.rule.limit) return 0;
    const oldest = recent[recent.length - this.rule.limit] ?? now.getTime();
    return Math.max(1, Math.ceil((oldest + this.rule.windowMs - now.getTime()) / 1000));
  }

  /** Counts one attempt of the key. */
  record(key: string, now: Date): void {
    const at = now.getTime();
    if (this.#attempts.size > SWEEP_THRESHOLD) this.#sweep(at);
    const recent = this.#recent(key, at);
    recent.push(at);
    // Only the newest `limit` attempts decide anything.
    this.#attempts.set(key, recent.slice(-this.rule.limit));
  }

  /** Forgets the key's attempts (a successful sign-in clears its account's failures). */
  reset(key: string): void {
    this.#attempts.delete(key);
  }

  #recent(key: string, at: number): number[] {
    return (this.#attempts.get(key) ?? []).filter((t) => t > at - this.rule.windowMs && t <= at);
  }

  #sweep(at: number) {
    for (const [key, times] of this.#attempts)
      if (times.every((t) => t <= at - this.rule.windowMs)) this.#attempts.delete(key);
  }
}
