import type { AttemptLimit, AttemptLimiter, AttemptLimiters } from '#server/accounts/throttle/attempt-limiter.port';
import { inWindow, retryAfterSecondsOf } from '#server/accounts/throttle/attempt-window';

/** Limiters counting in this process's memory: the fake of the `AttemptLimiters` port for use-case tests. */
export class InMemoryAttemptLimiters implements AttemptLimiters {
  /** Attempt instants by scope and key. */
  readonly #attempts = new Map<string, number[]>();

  limiter(scope: string, rule: AttemptLimit): AttemptLimiter {
    const recent = (key: string, now: number) =>
      (this.#attempts.get(`${scope}\n${key}`) ?? []).filter((at) => inWindow(at, rule, now));
    return {
      rule,
      retryAfterSeconds: (key, now) =>
        Promise.resolve(
          retryAfterSecondsOf(
            recent(key, now.getTime())
              .reverse()
              .map((at) => ({ at, attempts: 1 })),
            rule,
            now.getTime(),
          ),
        ),
      record: (key, now) => {
        const kept = this.#attempts.get(`${scope}\n${key}`) ?? [];
        this.#attempts.set(
          `${scope}\n${key}`,
          [...kept, now.getTime()].sort((a, b) => a - b),
        );
        return Promise.resolve();
      },
      reset: (key) => {
        this.#attempts.delete(`${scope}\n${key}`);
        return Promise.resolve();
      },
    };
  }

  /** How many attempts of the scope are counted, for tests that check what a request counted. */
  counted(scope: string): number {
    return [...this.#attempts]
      .filter(([k]) => k.startsWith(`${scope}\n`))
      .reduce((sum, [, times]) => sum + times.length, 0);
  }
}
