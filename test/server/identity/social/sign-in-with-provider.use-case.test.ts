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
import { nonceClaimFor } from '#server/identity/social/nonce-binding';
import { FakeIdTokenVerifier, InMemorySocialAccounts } from '#test/support/server/identity/fake-identity-ports';
import { InMemorySpentIdTokens } from '#test/support/server/identity/in-memory-spent-id-tokens';
import { eventsOf, recordingLogger } from '#test/support/server/recording-logger';

const NOW = new Date('2026-11-22T10:00:00Z');
const PL = MARKETS.pl;
const OLA = { subject: 'sub-1', email: 'ola@example.test' };

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
    spent: new InMemorySpentIdTokens(),
    signIns: sessions,
    sessions,
    views,
    failures: limiters.limiter('social-sign-in.address', SOCIAL_SIGN_IN_FAILURE_LIMIT),
    now: () => NOW,
    logger,
  });
  let issued = 0;
  /** A token of its own for each sign-in, as the provider hands out, unless the test names one. */
  const freshToken = () => {
    const idToken = `good-${(issued += 1)}`;
    verifier.trust(idToken, OLA);
    return idToken;
  };
  const signIn = (input: Partial<SignInWithProviderInput> = {}) =>
    useCase.execute({
      idToken: input.idToken ?? freshToken(),
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
  verifier.trust('good', OLA);
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

  it('signs in once per id_token: the same token again is refused as an untrusted one, counted and logged', async () => {
    const { limiters, logger, sessions, signIn } = setUp();
    expect((await signIn({ idToken: 'good' })).ok).toBe(true);
    expect(await signIn({ idToken: 'good', address: '10.0.0.9' })).toEqual({
      ok: false,
      error: { code: 'INVALID_ID_TOKEN' },
    });
    expect(sessions.sessions).toHaveLength(1);
    expect(limiters.counted('social-sign-in.address')).toBe(1);
    expect(eventsOf(logger, 'security.sign_in.failure')).toEqual([
      expect.objectContaining({ ip: '10.0.0.9', provider: 'google', reason: 'replayed-id-token' }),
    ]);
  });

  it('spends a token only when it signs in: sent back for the terms, the same token comes again', async () => {
    const { signIn } = setUp();
    expect((await signIn({ idToken: 'good', termsAccepted: false })).ok).toBe(false);
    const accepted = await signIn({ idToken: 'good' });
    expect(accepted.ok && accepted.value.created).toBe(true);
  });

  it("checks the nonce the browser names: the token's claim must be its hash", async () => {
    const { verifier, logger, signIn } = setUp();
    verifier.trust('bound', { ...OLA, nonce: nonceClaimFor('kept by the browser') });
    verifier.trust('unbound', OLA);
    const refused = { ok: false, error: { code: 'INVALID_ID_TOKEN' } };
    expect(await signIn({ idToken: 'bound', nonce: 'another browser' })).toEqual(refused);
    // The claim itself, copied from the token, is not the value it was bound to.
    expect(await signIn({ idToken: 'bound', nonce: nonceClaimFor('kept by the browser') })).toEqual(refused);
    expect(await signIn({ idToken: 'unbound', nonce: 'kept by the browser' })).toEqual(refused);
    expect(eventsOf(logger, 'security.sign_in.failure').map((e) => e.reason)).toEqual([
      'nonce-mismatch',
      'nonce-mismatch',
      'nonce-mismatch',
    ]);
    // Refusals spend nothing: the browser it was bound to still signs in with it.
    expect((await signIn({ idToken: 'bound', nonce: 'kept by the browser' })).ok).toBe(true);
  });

  it('takes a token without a nonce in the request as before, bound or not', async () => {
    const { verifier, signIn } = setUp();
    verifier.trust('bound', { ...OLA, nonce: nonceClaimFor('kept by the browser') });
    expect((await signIn({ idToken: 'bound' })).ok).toBe(true);
  });
});
