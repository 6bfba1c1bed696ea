import type {
  AttemptKey,
  AttemptLimit,
  AttemptLimiter,
  AttemptLimiters,
  AttemptsAt,
} from '#server/accounts/throttle/attempt-limiter.port';
import { inWindow, retryAfterSecondsOf } from '#server/accounts/throttle/attempt-window';

/** The attempts of one key of one scope, and the group the key belongs to (null for a plain key). */
interface Counted {
  readonly scope: string;
  readonly group: string | null;
  readonly times: number[];
}

/** Limiters counting in this process's memory: the fake of the `AttemptLimiters` port for use-case tests. */
export class InMemoryAttemptLimiters implements AttemptLimiters {
  /** Attempt instants by scope and key, oldest first. */
  readonly #attempts = new Map<string, Counted>();

  limiter(scope: string, rule: AttemptLimit): AttemptLimiter {
    const id = (key: AttemptKey) => JSON.stringify([scope, key]);
    /** The window's attempts newest first, those of one instant together, as the database's rows hold them. */
    const recent = (key: AttemptKey, now: Date): AttemptsAt[] =>
      (this.#attempts.get(id(key))?.times ?? [])
        .filter((at) => inWindow(at, rule, now.getTime()))
        .reverse()
        .reduce<AttemptsAt[]>((rows, at) => {
          const last = rows.at(-1);
          return last?.at === at
            ? [...rows.slice(0, -1), { at, attempts: last.attempts + 1 }]
            : [...rows, { at, attempts: 1 }];
        }, []);
    return {
      rule,
      recent: (key, now) => Promise.resolve(recent(key, now)),
      retryAfterSeconds: (key, now) => Promise.resolve(retryAfterSecondsOf(recent(key, now), rule, now.getTime())),
      record: (key, now) => {
        const kept = this.#attempts.get(id(key))?.times ?? [];
        this.#attempts.set(id(key), {
          scope,
          group: typeof key === 'string' ? null : key.group,
          times: [...kept, now.getTime()].sort((a, b) => a - b),
        });
        return Promise.resolve();
      },
      reset: (key) => {
        this.#attempts.delete(id(key));
        return Promise.resolve();
      },
      resetGroup: (group) => {
        for (const [k, counted] of this.#attempts)
          if (counted.scope === scope && counted.group === group) this.#attempts.delete(k);
        return Promise.resolve();
      },
    };
  }

  /** How many attempts of the scope are counted, for tests that check what a request counted. */
  counted(scope: string): number {
    return [...this.#attempts.values()]
      .filter((counted) => counted.scope === scope)
      .reduce((sum, { times }) => sum + times.length, 0);
  }
}
