import { describe, expect, it } from 'vitest';
import { MARKETS } from '#domain/market/markets';
import { RegisterUser, type RegisterUserInput } from '#server/accounts/sign-up/register-user.use-case';
import { AccountThrottle, SIGN_UP_LIMITS } from '#server/accounts/throttle/account-throttle';
import { InMemoryAccountViews } from '#test/support/server/accounts/in-memory-account-views';
import { FAKE_PASSWORD_HASHER, InMemoryUsers } from '#test/support/server/accounts/in-memory-accounts';
import { InMemorySessions } from '#test/support/server/accounts/in-memory-sessions';
import { RecordingVerificationMail } from '#test/support/server/accounts/recording-verification-mail';
import { InMemoryAttemptLimiters } from '#test/support/server/in-memory-attempt-limiters';
import { eventsOf, recordingLogger } from '#test/support/server/recording-logger';

const NOW = new Date('2026-11-22T10:00:00Z');
const PL = MARKETS.pl;

const setUp = () => {
  const users = new InMemoryUsers();
  users.put({ id: 'taken', email: 'taken@example.test' });
  const sessions = new InMemorySessions();
  const limiters = new InMemoryAttemptLimiters();
  const logger = recordingLogger();
  const verification = new RecordingVerificationMail();
  const useCase = new RegisterUser({
    users,
    hasher: FAKE_PASSWORD_HASHER,
    throttle: new AccountThrottle(limiters, 'sign-up', SIGN_UP_LIMITS),
    signIns: sessions,
    views: new InMemoryAccountViews(),
    verification,
    now: () => NOW,
    logger,
  });
  const register = (input: Partial<RegisterUserInput> = {}) =>
    useCase.execute({
      email: 'new@example.test',
      password: 'a good password',
      catalogId: PL.catalogId,
      marketingConsent: true,
      market: PL,
      deviceId: 'device-1',
      userAgent: 'Firefox',
      address: '10.0.0.1',
      origin: 'https://www.audiora.example',
      ...input,
    });
  return { sessions, limiters, logger, verification, register };
};

describe('RegisterUser', () => {
  it("creates the account with the hash in the market's catalogue and signs it in on the device", async () => {
    const { sessions, logger, register } = setUp();
    const result = await register();
    if (!result.ok) throw new Error(result.error.code);
    expect(sessions.registered.get('new@example.test')).toMatchObject({
      passwordHash: 'hashed:a good password',
      catalogId: PL.catalogId,
      marketingConsent: true,
      createdAt: NOW,
    });
    expect(sessions.sessions.map((s) => s.device.deviceId)).toEqual(['device-1']);
    expect(result.value.account.user.id).toBe(sessions.sessions[0]?.userId);
    expect(eventsOf(logger, 'security.sign_up.success')).toHaveLength(1);
  });

  it("queues a verification mail to the new account's address, in the market's language, for after the answer", async () => {
    const { verification, register } = setUp();
    const result = await register({ email: 'New@Example.test', market: MARKETS.de, catalogId: MARKETS.de.catalogId });
    if (!result.ok) throw new Error(result.error.code);
    expect(verification.queued).toEqual([
      {
        userId: result.value.account.user.id,
        email: result.value.account.user.email,
        locale: 'de',
        origin: 'https://www.audiora.example',
      },
    ]);
  });

  it('mails nothing when the sign-up is refused', async () => {
    const { verification, register } = setUp();
    expect((await register({ email: 'taken@example.test' })).ok).toBe(false);
    expect(verification.queued).toEqual([]);
  });

  it('gives a sign-up without a device id a fresh one', async () => {
    const { sessions, register } = setUp();
    await register({ deviceId: undefined });
    expect(sessions.sessions[0]?.device.deviceId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('names every refused field at once, and counts the attempt', async () => {
    const { limiters, register } = setUp();
    expect(await register({ email: 'Taken@example.test', catalogId: MARKETS.de.catalogId })).toEqual({
      ok: false,
      error: {
        code: 'VALIDATION_FAILED',
        errors: [
          { property: 'catalog_id', code: 'INVALID' },
          { property: 'email', code: 'ALREADY_USED' },
        ],
      },
    });
    expect(limiters.counted('sign-up.account')).toBe(1);
  });

  it('answers ALREADY_USED when a racing sign-up took the address first', async () => {
    const { sessions, register } = setUp();
    sessions.registered.set('new@example.test', {} as never);
    expect(await register()).toEqual({
      ok: false,
      error: { code: 'VALIDATION_FAILED', errors: [{ property: 'email', code: 'ALREADY_USED' }] },
    });
  });

  it('limits sign-ups per e-mail, whatever their outcome', async () => {
    const { register } = setUp();
    for (let i = 0; i < SIGN_UP_LIMITS.perAccount.limit; i += 1) await register({ address: `10.0.1.${i}` });
    expect(await register({ address: '10.0.2.1' })).toEqual({
      ok: false,
      error: { code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: SIGN_UP_LIMITS.perAccount.windowMs / 1000 },
    });
  });
});
