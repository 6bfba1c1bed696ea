import { describe, expect, it } from 'vitest';
import { AccountThrottle } from '#server/accounts/throttle/account-throttle';
import { InMemoryAttemptLimiters } from '#test/support/server/in-memory-attempt-limiters';

const WINDOW = 15 * 60 * 1000;

describe('AccountThrottle', () => {
  const limits = { perAccount: { limit: 2, windowMs: WINDOW }, perAddress: { limit: 3, windowMs: WINDOW } };

  it('keys accounts by the e-mail as people type it', async () => {
    const throttle = new AccountThrottle(new InMemoryAttemptLimiters(), 'sign-up', {
      ...limits,
      perAddress: { limit: 100, windowMs: WINDOW },
    });
    await throttle.record('a', ' Ola@Example.test', new Date(0));
    await throttle.record('b', 'ola@example.test ', new Date(0));
    expect(await throttle.retryAfterSeconds('c', 'OLA@EXAMPLE.TEST', new Date(1000))).toBeGreaterThan(0);
    expect(await throttle.retryAfterSeconds('c', 'ada@example.test', new Date(1000))).toBe(0);
  });

  it('limits an address across e-mails', async () => {
    const throttle = new AccountThrottle(new InMemoryAttemptLimiters(), 'sign-up', limits);
    for (const email of ['a@example.test', 'b@example.test', 'c@example.test'])
      await throttle.record('10.0.0.1', email, new Date(0));
    expect(await throttle.retryAfterSeconds('10.0.0.1', 'd@example.test', new Date(60_000))).toBe(WINDOW / 1000 - 60);
    expect(await throttle.retryAfterSeconds('10.0.0.2', 'd@example.test', new Date(60_000))).toBe(0);
  });

  it('keeps the counts of throttles of different scopes apart in one store', async () => {
    const limiters = new InMemoryAttemptLimiters();
    const signUp = new AccountThrottle(limiters, 'sign-up', limits);
    const resets = new AccountThrottle(limiters, 'password-reset', limits);
    for (let i = 0; i < 2; i += 1) await signUp.record('10.0.0.1', 'a@example.test', new Date(0));
    expect(await signUp.retryAfterSeconds('10.0.0.9', 'a@example.test', new Date(0))).toBeGreaterThan(0);
    expect(await resets.retryAfterSeconds('10.0.0.9', 'a@example.test', new Date(0))).toBe(0);
    expect(limiters.counted('sign-up.account')).toBe(2);
  });
});
