import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AttemptLimiter } from '#server/accounts/throttle/attempt-limiter';
import { AccountThrottle } from '#server/accounts/throttle/account-throttle';

const WINDOW = 15 * 60 * 1000;

describe('AttemptLimiter', () => {
  it('never lets a key make more than `limit` attempts in any window, when callers respect its answer', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.array(fc.integer({ min: 0, max: 5 * 60 * 1000 }), { minLength: 1, maxLength: 60 }),
        (limit, gaps) => {
          const limiter = new AttemptLimiter({ limit, windowMs: WINDOW });
          const accepted: number[] = [];
          let at = 0;
          for (const gap of gaps) {
            at += gap;
            if (limiter.retryAfterSeconds('k', new Date(at)) > 0) continue;
            limiter.record('k', new Date(at));
            accepted.push(at);
          }
          for (const start of accepted)
            expect(accepted.filter((t) => t >= start && t < start + WINDOW).length).toBeLessThanOrEqual(limit);
        },
      ),
    );
  });

  it('tells exactly when the key may try again', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 0, max: WINDOW - 1000 }), (limit, spread) => {
        const limiter = new AttemptLimiter({ limit, windowMs: WINDOW });
        for (let i = 0; i < limit; i += 1) limiter.record('k', new Date((spread * i) / limit));
        const now = new Date(spread);
        const wait = limiter.retryAfterSeconds('k', now);
        expect(wait).toBeGreaterThan(0);
        expect(limiter.retryAfterSeconds('k', new Date(now.getTime() + wait * 1000))).toBe(0);
        expect(limiter.retryAfterSeconds('other', now)).toBe(0);
      }),
    );
  });

  it('lets 5 attempts through in 15 minutes, then names the wait until the oldest one ages out', () => {
    const limiter = new AttemptLimiter({ limit: 5, windowMs: WINDOW });
    for (let i = 0; i < 5; i += 1) {
      expect(limiter.retryAfterSeconds('k', new Date(i * 60_000))).toBe(0);
      limiter.record('k', new Date(i * 60_000));
    }
    expect(limiter.retryAfterSeconds('k', new Date(5 * 60_000))).toBe(10 * 60);
    expect(limiter.retryAfterSeconds('other', new Date(5 * 60_000))).toBe(0);
    expect(limiter.retryAfterSeconds('k', new Date(WINDOW - 1))).toBe(1);
    expect(limiter.retryAfterSeconds('k', new Date(WINDOW))).toBe(0);
  });

  it('keeps keys apart, and a refusal always names a positive wait no longer than the window that suffices', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 600 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 200_000 }), fc.constantFrom('a', 'b')), { maxLength: 80 }),
        (limit, windowSeconds, steps) => {
          const windowMs = windowSeconds * 1000;
          const limiter = new AttemptLimiter({ limit, windowMs });
          const accepted: Record<string, number[]> = { a: [], b: [] };
          let now = 0;
          for (const [gap, key] of steps) {
            now += gap;
            const wait = limiter.retryAfterSeconds(key, new Date(now));
            if (wait === 0) {
              limiter.record(key, new Date(now));
              accepted[key]?.push(now);
            } else {
              expect(wait).toBeGreaterThan(0);
              expect(wait).toBeLessThanOrEqual(windowSeconds);
              expect(limiter.retryAfterSeconds(key, new Date(now + wait * 1000))).toBe(0);
            }
          }
          for (const times of Object.values(accepted))
            for (const start of times)
              expect(times.filter((t) => t >= start && t < start + windowMs).length).toBeLessThanOrEqual(limit);
        },
      ),
    );
  });

  it('forgets a key on reset', () => {
    const limiter = new AttemptLimiter({ limit: 1, windowMs: WINDOW });
    limiter.record('k', new Date(0));
    expect(limiter.retryAfterSeconds('k', new Date(1))).toBe(900);
    limiter.reset('k');
    expect(limiter.retryAfterSeconds('k', new Date(1))).toBe(0);
  });
});

describe('AccountThrottle', () => {
  it('keys accounts by the e-mail as people type it', () => {
    const throttle = new AccountThrottle({
      perAccount: { limit: 2, windowMs: WINDOW },
      perAddress: { limit: 100, windowMs: WINDOW },
    });
    throttle.record('a', ' Ola@Example.test', new Date(0));
    throttle.record('b', 'ola@example.test ', new Date(0));
    expect(throttle.retryAfterSeconds('c', 'OLA@EXAMPLE.TEST', new Date(1000))).toBeGreaterThan(0);
    throttle.forgetAccount('ola@example.test');
    expect(throttle.retryAfterSeconds('c', 'ola@example.test', new Date(1000))).toBe(0);
  });
});
