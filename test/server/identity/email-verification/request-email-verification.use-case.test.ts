import { describe, expect, it } from 'vitest';
import { AccountThrottle } from '#server/accounts/throttle/account-throttle';
import {
  EMAIL_VERIFICATION_LIMITS,
  RequestEmailVerification,
} from '#server/identity/email-verification/request-email-verification.use-case';
import { RecordingVerificationMail } from '#test/support/server/accounts/recording-verification-mail';
import { InMemoryAttemptLimiters } from '#test/support/server/in-memory-attempt-limiters';
import { InMemoryEmailVerifications } from '#test/support/server/identity/in-memory-email-verifications';

const NOW = new Date('2026-11-22T10:00:00Z');

const setUp = () => {
  const verifications = new InMemoryEmailVerifications();
  verifications.addAccount('user-1', 'ola@example.test');
  verifications.addAccount('user-2', 'jan@example.test');
  verifications.addAccount('proved', 'ewa@example.test', '2026-11-01T10:00:00.000Z');
  const mailer = new RecordingVerificationMail();
  const limiters = new InMemoryAttemptLimiters();
  const useCase = new RequestEmailVerification({
    verifications,
    mailer,
    throttle: new AccountThrottle(limiters, 'email-verification', EMAIL_VERIFICATION_LIMITS),
    now: () => NOW,
  });
  const request = (userId = 'user-1', address = '10.0.0.1') =>
    useCase.execute({ userId, locale: 'pl', origin: 'https://www.audiora.example', address });
  return { verifications, mailer, limiters, request };
};

describe('RequestEmailVerification', () => {
  it("queues a verification mail to the account's own address", async () => {
    const { mailer, request } = setUp();
    expect(await request()).toEqual({ ok: true, value: undefined });
    expect(mailer.queued).toEqual([
      { userId: 'user-1', email: 'ola@example.test', locale: 'pl', origin: 'https://www.audiora.example' },
    ]);
  });

  it('answers EMAIL_ALREADY_VERIFIED to a proved address, mailing and counting nothing', async () => {
    const { mailer, limiters, request } = setUp();
    expect(await request('proved')).toEqual({ ok: false, error: { code: 'EMAIL_ALREADY_VERIFIED' } });
    expect(mailer.queued).toEqual([]);
    expect(limiters.counted('email-verification.account')).toBe(0);
  });

  it('answers NOT_FOUND for an account that no longer exists', async () => {
    const { request } = setUp();
    expect(await request('gone')).toEqual({ ok: false, error: { code: 'NOT_FOUND', what: 'Account' } });
  });

  it('limits requests per account, from any address, and names the wait', async () => {
    const { mailer, request } = setUp();
    const { limit, windowMs } = EMAIL_VERIFICATION_LIMITS.perAccount;
    for (let i = 0; i < limit; i += 1) expect((await request('user-1', `10.0.1.${i}`)).ok).toBe(true);
    expect(await request('user-1', '10.0.2.1')).toEqual({
      ok: false,
      error: { code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: windowMs / 1000 },
    });
    expect(mailer.queued).toHaveLength(limit);
    // Another account is not held up by this one.
    expect((await request('user-2', '10.0.2.1')).ok).toBe(true);
  });

  it('limits requests per client address, across accounts', async () => {
    const { verifications, mailer, request } = setUp();
    const { limit } = EMAIL_VERIFICATION_LIMITS.perAddress;
    for (let i = 0; i <= limit; i += 1) verifications.addAccount(`many-${i}`, `many-${i}@example.test`);
    for (let i = 0; i < limit; i += 1) expect((await request(`many-${i}`, '10.0.4.1')).ok).toBe(true);
    expect(await request(`many-${limit}`, '10.0.4.1')).toMatchObject({
      ok: false,
      error: { code: 'TOO_MANY_ATTEMPTS' },
    });
    expect(mailer.queued).toHaveLength(limit);
  });
});
