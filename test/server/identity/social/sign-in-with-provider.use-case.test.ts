import { describe, expect, it } from 'vitest';
import { MARKETS } from '#domain/market/markets';
import { SOCIAL_SIGN_IN_FAILURE_LIMIT } from '#server/accounts/throttle/account-throttle';
import { IdentityProviderUnavailable } from '#server/identity/social/id-token-verifier.port';
import {
  SignInWithProvider,
  type SignInWithProviderInput,
} from '#server/identity/social/sign-in-with-provider.use-case';
import { InMemoryAccountViews } from '#test/support/server/accounts/in-memory-account-views';
import { InMemorySessions } from '#test/support/server/accounts/in-memory-sessions';
import { InMemoryAttemptLimiters } from '#test/support/server/in-memory-attempt-limiters';
import { FakeIdTokenVerifier, InMemorySocialAccounts } from '#test/support/server/identity/fake-identity-ports';
import { eventsOf, recordingLogger } from '#test/support/server/recording-logger';

const NOW = new Date('2026-11-22T10:00:00Z');
const PL = MARKETS.pl;

const setUp = (options: { configured?: boolean } = {}) => {
  const verifier = new FakeIdTokenVerifier();
  const accounts = new InMemorySocialAccounts();
  const sessions = new InMemorySessions();
  const views = new InMemoryAccountViews();
  const limiters = new InMemoryAttemptLimiters();
  const logger = recordingLogger();
  const useCase = new SignInWithProvider({
    provider: 'google',
    verifier: options.configured === false ? null : verifier,
    accounts,
    signIns: sessions,
    sessions,
    views,
    failures: limiters.limiter('social-sign-in.address', SOCIAL_SIGN_IN_FAILURE_LIMIT),
    now: () => NOW,
    logger,
  });
  const signIn = (input: Partial<SignInWithProviderInput> = {}) =>
    useCase.execute({
      idToken: 'good',
      origin: 'http://localhost',
      catalogId: PL.catalogId,
      market: PL,
      termsAccepted: true,
      marketingConsent: false,
      device: { deviceId: 'device-1', userAgent: 'Firefox' },
      address: '10.0.0.1',
      previous: { sessionId: null, refreshToken: null },
      ...input,
    });
  verifier.trust('good', { subject: 'sub-1', email: 'ola@example.test' });
  return { verifier, accounts, sessions, views, limiters, logger, signIn };
};

describe('SignInWithProvider', () => {
  it('makes an account when the terms are accepted, and opens a session on the device', async () => {
    const { accounts, sessions, signIn } = setUp();
    const result = await signIn({ marketingConsent: true });
    if (!result.ok) throw new Error(result.error.code);
    expect(result.value.created).toBe(true);
    expect(accounts.created).toEqual([
      { userId: result.value.account.user.id, account: { catalogId: PL.catalogId, marketingConsent: true } },
    ]);
    expect(sessions.sessions.map((s) => [s.id, s.userId, s.device.deviceId])).toEqual([
      [result.value.tokens.sessionId, result.value.account.user.id, 'device-1'],
    ]);
  });

  it('signs in the linked account again, not as new', async () => {
    const { signIn } = setUp();
    const first = await signIn();
    const again = await signIn({ termsAccepted: false });
    expect(again.ok && first.ok && again.value.account.user.id === first.value.account.user.id).toBe(true);
    expect(again.ok && again.value.created).toBe(false);
  });

  it('asks for the terms when there is no account yet, without counting a failure', async () => {
    const { limiters, sessions, signIn } = setUp();
    expect(await signIn({ termsAccepted: false })).toEqual({
      ok: false,
      error: { code: 'VALIDATION_FAILED', errors: [{ property: 'terms_of_service', code: 'REQUIRED' }] },
    });
    expect(limiters.counted('social-sign-in.address')).toBe(0);
    expect(sessions.sessions).toEqual([]);
  });

  it('refuses an untrusted id_token, counts it for the address and logs it', async () => {
    const { logger, limiters, signIn } = setUp();
    expect(await signIn({ idToken: 'forged' })).toEqual({ ok: false, error: { code: 'INVALID_ID_TOKEN' } });
    expect(limiters.counted('social-sign-in.address')).toBe(1);
    expect(eventsOf(logger, 'security.sign_in.failure')).toEqual([
      expect.objectContaining({ ip: '10.0.0.1', provider: 'google', reason: 'invalid-id-token' }),
    ]);
  });

  it('waits after too many refused id_tokens from one address, even with a good one', async () => {
    const { signIn } = setUp();
    for (let i = 0; i < SOCIAL_SIGN_IN_FAILURE_LIMIT.limit; i += 1) await signIn({ idToken: `forged-${i}` });
    expect(await signIn()).toEqual({
      ok: false,
      error: { code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: SOCIAL_SIGN_IN_FAILURE_LIMIT.windowMs / 1000 },
    });
    expect((await signIn({ address: '10.0.0.2' })).ok).toBe(true);
  });

  it('answers PROVIDER_NOT_CONFIGURED only after the catalogue and the throttle', async () => {
    const { signIn } = setUp({ configured: false });
    expect(await signIn({ catalogId: MARKETS.de.catalogId })).toEqual({
      ok: false,
      error: { code: 'VALIDATION_FAILED', errors: [{ property: 'catalog_id', code: 'INVALID' }] },
    });
    expect(await signIn()).toEqual({ ok: false, error: { code: 'PROVIDER_NOT_CONFIGURED', provider: 'google' } });
  });

  it('answers IDENTITY_PROVIDER_UNAVAILABLE when the keys cannot be fetched, counting nothing', async () => {
    const { verifier, limiters, signIn } = setUp();
    verifier.failure = new IdentityProviderUnavailable('The identity provider did not answer');
    expect(await signIn()).toEqual({
      ok: false,
      error: { code: 'IDENTITY_PROVIDER_UNAVAILABLE', detail: 'The identity provider did not answer' },
    });
    expect(limiters.counted('social-sign-in.address')).toBe(0);
  });

  it('logs a claimed account whose address was never proved', async () => {
    const { accounts, logger, signIn } = setUp();
    accounts.byEmail.set('ola@example.test', { userId: 'squatter-made', verified: false });
    const result = await signIn();
    expect(result.ok && result.value.account.user.id).toBe('squatter-made');
    expect(eventsOf(logger, 'security.account.claimed')).toEqual([
      expect.objectContaining({ user_id: 'squatter-made', reason: 'unverified-email:sessions-ended:1' }),
    ]);
  });

  it("ends the browser's previous session, named by its viewer or by its refresh cookie", async () => {
    const { sessions, signIn } = setUp();
    const first = await signIn();
    const byCookie = await signIn({
      previous: { sessionId: null, refreshToken: first.ok ? first.value.tokens.refreshToken : '' },
    });
    const byViewer = await signIn({
      previous: { sessionId: byCookie.ok ? byCookie.value.tokens.sessionId : '', refreshToken: null },
    });
    if (!first.ok || !byCookie.ok || !byViewer.ok) throw new Error('sign-in failed');
    expect(sessions.revocations()).toEqual({
      [first.value.tokens.sessionId]: 'replaced',
      [byCookie.value.tokens.sessionId]: 'replaced',
      [byViewer.value.tokens.sessionId]: null,
    });
  });
});
