import { describe, expect, it } from 'vitest';
import { MARKETS } from '#domain/market/markets';
import {
  AuthenticateWithPassword,
  type AuthenticateWithPasswordInput,
} from '#server/accounts/sign-in/authenticate-with-password.use-case';
import { MAX_LIVE_SESSIONS_PER_DEVICE } from '#server/accounts/session/session-caps';
import { ACCOUNT_FAILURES_BEFORE_DELAYS, SignInThrottle } from '#server/accounts/throttle/sign-in-throttle';
import { InMemoryAccountViews } from '#test/support/server/accounts/in-memory-account-views';
import {
  captchaAccepting,
  FAKE_PASSWORD_HASHER,
  InMemoryUsers,
} from '#test/support/server/accounts/in-memory-accounts';
import { InMemorySessions } from '#test/support/server/accounts/in-memory-sessions';
import { InMemoryAttemptLimiters } from '#test/support/server/in-memory-attempt-limiters';
import { eventsOf, recordingLogger } from '#test/support/server/recording-logger';

const NOW = new Date('2026-11-22T10:00:00Z');
const PL = MARKETS.pl;

const setUp = () => {
  const users = new InMemoryUsers();
  users.put({ id: 'user-1', email: 'ola@example.test', passwordHash: 'hashed:right password' });
  users.put({ id: 'social-only', email: 'google@example.test', passwordHash: null });
  const sessions = new InMemorySessions();
  const limiters = new InMemoryAttemptLimiters();
  const logger = recordingLogger();
  const verified: string[] = [];
  const useCase = new AuthenticateWithPassword({
    users,
    hasher: {
      hash: (password) => FAKE_PASSWORD_HASHER.hash(password),
      verify: (hash, password) => {
        verified.push(hash);
        return FAKE_PASSWORD_HASHER.verify(hash, password);
      },
    },
    dummyHash: Promise.resolve('hashed:dummy'),
    captcha: captchaAccepting('human'),
    throttle: new SignInThrottle(limiters),
    signIns: sessions,
    sessions,
    views: new InMemoryAccountViews(),
    now: () => NOW,
    logger,
  });
  const signIn = (input: Partial<AuthenticateWithPasswordInput> = {}) =>
    useCase.execute({
      email: 'ola@example.test',
      password: 'right password',
      catalogId: PL.catalogId,
      captchaToken: 'human',
      market: PL,
      device: { deviceId: 'device-1', userAgent: 'Firefox' },
      address: '10.0.0.1',
      browser: { sessionId: null, refreshToken: null },
      ...input,
    });
  return { sessions, limiters, logger, verified, signIn };
};

const INVALID_CREDENTIALS = { ok: false, error: { code: 'INVALID_CREDENTIALS' } };

describe('AuthenticateWithPassword', () => {
  it('opens a session on the device and answers the account to a browser, the tokens alone to a script', async () => {
    const { sessions, signIn } = setUp();
    const browser = await signIn({ email: ' OLA@example.test' });
    expect(browser.ok && browser.value.via === 'browser' && browser.value.account.user.id).toBe('user-1');
    const script = await signIn({ browser: null });
    expect(script.ok && script.value.via).toBe('tokens');
    expect(sessions.sessions.map((s) => [s.userId, s.device.deviceId])).toEqual([
      ['user-1', 'device-1'],
      ['user-1', 'device-1'],
    ]);
  });

  it('answers a wrong password, an unknown e-mail and an account without a password alike, each one verify', async () => {
    const { verified, logger, signIn } = setUp();
    expect(await signIn({ password: 'guessed secret' })).toEqual(INVALID_CREDENTIALS);
    expect(await signIn({ email: 'ghost@example.test' })).toEqual(INVALID_CREDENTIALS);
    expect(await signIn({ email: 'google@example.test' })).toEqual(INVALID_CREDENTIALS);
    expect(verified).toEqual(['hashed:right password', 'hashed:dummy', 'hashed:dummy']);
    expect(eventsOf(logger, 'security.sign_in.failure').map((l) => l.reason)).toEqual([
      'wrong-password',
      'unknown-account',
      'wrong-password',
    ]);
    expect(JSON.stringify(logger.lines)).not.toMatch(/ola@|ghost@|guessed secret|right password/);
  });

  it('refuses a catalogue of another market and a captcha token that fails, before looking at the password', async () => {
    const { verified, signIn } = setUp();
    expect(await signIn({ catalogId: MARKETS.de.catalogId })).toEqual({
      ok: false,
      error: { code: 'VALIDATION_FAILED', errors: [{ property: 'catalog_id', code: 'INVALID' }] },
    });
    expect(await signIn({ captchaToken: 'bot' })).toEqual({
      ok: false,
      error: { code: 'VALIDATION_FAILED', errors: [{ property: 'recaptcha_token', code: 'INVALID' }] },
    });
    expect(verified).toEqual([]);
  });

  it('makes an address that keeps failing wait before its next check, even with the right password, and logs it', async () => {
    const { logger, verified, signIn } = setUp();
    for (let i = 0; i < 3; i += 1)
      expect(await signIn({ password: 'wrong', address: '10.0.1.1' })).toEqual(INVALID_CREDENTIALS);
    expect(await signIn({ address: '10.0.1.1' })).toEqual({
      ok: false,
      error: { code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 8 },
    });
    expect(verified).toHaveLength(3);
    expect(eventsOf(logger, 'security.sign_in.throttled')).toEqual([expect.objectContaining({ ip: '10.0.1.1' })]);
  });

  it('signs the owner in from another address while the account is being guessed at', async () => {
    const { signIn } = setUp();
    for (let i = 0; i < ACCOUNT_FAILURES_BEFORE_DELAYS * 2; i += 1)
      expect(await signIn({ password: 'wrong', address: `10.0.1.${i}` })).toEqual(INVALID_CREDENTIALS);
    expect((await signIn({ address: '10.0.2.1' })).ok).toBe(true);
    expect(await signIn({ address: '10.0.1.1' })).toMatchObject({ ok: false, error: { code: 'TOO_MANY_ATTEMPTS' } });
  });

  it("forgives a success its own address's failures on the account, and nothing else", async () => {
    const { limiters, signIn } = setUp();
    for (let i = 0; i < 2; i += 1) await signIn({ password: 'wrong' });
    await signIn({ password: 'wrong', address: '10.0.1.1' });
    expect((await signIn()).ok).toBe(true);
    expect(limiters.counted('sign-in.pair')).toBe(1);
    expect(limiters.counted('sign-in.account')).toBe(3);
    expect(limiters.counted('sign-in.address')).toBe(3);
  });

  it("ends the browser's previous session, and leaves a script's sessions alone", async () => {
    const { sessions, signIn } = setUp();
    const first = await signIn();
    const byScript = await signIn({ browser: null });
    const again = await signIn({
      browser: { sessionId: first.ok ? first.value.tokens.sessionId : '', refreshToken: null },
    });
    if (!first.ok || !byScript.ok || !again.ok) throw new Error('sign-in failed');
    expect(sessions.revocations()).toEqual({
      [first.value.tokens.sessionId]: 'replaced',
      [byScript.value.tokens.sessionId]: null,
      [again.value.tokens.sessionId]: null,
    });
  });

  it(`ends the oldest session beyond ${MAX_LIVE_SESSIONS_PER_DEVICE} on a device, logged as every revocation is`, async () => {
    const { sessions, logger, signIn } = setUp();
    const opened: string[] = [];
    for (let i = 0; i <= MAX_LIVE_SESSIONS_PER_DEVICE; i += 1) {
      const result = await signIn({ browser: null });
      if (!result.ok) throw new Error(result.error.code);
      opened.push(result.value.tokens.sessionId);
    }
    expect(Object.entries(sessions.revocations()).filter(([, reason]) => reason !== null)).toEqual([
      [opened[0], 'session-limit'],
    ]);
    expect(eventsOf(logger, 'security.session.revoked')).toEqual([
      expect.objectContaining({
        user_id: 'user-1',
        session_id: opened[0],
        device_id: 'device-1',
        ip: '10.0.0.1',
        reason: 'session-limit',
      }),
    ]);
    expect((await signIn({ browser: null, device: { deviceId: 'device-2', userAgent: 'Firefox' } })).ok).toBe(true);
    expect(eventsOf(logger, 'security.session.revoked')).toHaveLength(1);
  });
});
