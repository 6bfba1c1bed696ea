import { describe, expect, it } from 'vitest';
import { SignInWithProvider } from '#application/auth/sign-in-with-provider.use-case';
import type { CatalogId } from '#domain/market/market';
import { openAuthTabs, twoTabs } from '#test/support/auth-tabs';
import { FakeIdentityProvider } from '#test/support/fakes/fake-identity-provider';
import { FakeSocialSignInGateway } from '#test/support/fakes/fake-social-sign-in-gateway';

const catalogId = 'pl-catalog' as CatalogId;
const email = 'ola@example.test';

const setup = () => {
  const { tabs } = openAuthTabs(2);
  const [a, b] = twoTabs(tabs);
  const socialSignInGateway = new FakeSocialSignInGateway(a.gateway);
  const identityProvider = new FakeIdentityProvider(socialSignInGateway).consentsAs(email);
  const signIn = new SignInWithProvider({
    identityProvider,
    socialSignInGateway,
    sessionGateway: a.gateway,
    authStore: a.store,
    deviceId: () => 'device-9',
  });
  return { a, b, socialSignInGateway, identityProvider, signIn };
};

describe('SignInWithProvider (spec §6, §7 SignInWithGoogleForWeb / SignInWithAppleForWeb, then the current user)', () => {
  it('makes a new account with the first Google sign-in (201), terms accepted, and loads it into every tab', async () => {
    const { a, b, socialSignInGateway, identityProvider, signIn } = setup();

    const result = await signIn.execute({ provider: 'google', catalogId, marketingConsent: true });

    expect(result).toMatchObject({ ok: true, value: { created: true, user: { email } } });
    expect(identityProvider.asked).toEqual(['google']);
    expect(socialSignInGateway.requests).toMatchObject([
      { provider: 'google', catalogId, deviceId: 'device-9', termsOfService: true, marketingConsent: true },
    ]);
    expect(a.store.state).toMatchObject({ status: 'fetched', user: { email } });
    expect(b.store.state.user?.email).toBe(email);
    expect(a.cookie.isSet).toBe(true);
  });

  it('signs the same account in again (200) with Apple', async () => {
    const { signIn, identityProvider } = setup();
    await signIn.execute({ provider: 'google', catalogId, marketingConsent: false });

    const again = await signIn.execute({ provider: 'apple', catalogId, marketingConsent: false });

    expect(again).toMatchObject({ ok: true, value: { created: false, user: { email } } });
    expect(identityProvider.asked).toEqual(['google', 'apple']);
  });

  it('leaves the session to the next page for a new account when the page leaves at once', async () => {
    const { a, signIn } = setup();

    const result = await signIn.execute(
      { provider: 'google', catalogId, marketingConsent: false },
      { awaitSessionWhenCreated: false },
    );

    expect(result).toEqual({ ok: true, value: { created: true, user: null } });
    expect(a.gateway.profileRequests).toBe(0);
  });

  it('still loads an existing account when the page would leave at once only after a sign-up', async () => {
    const { a, signIn } = setup();
    await signIn.execute({ provider: 'google', catalogId, marketingConsent: false });

    const result = await signIn.execute(
      { provider: 'google', catalogId, marketingConsent: false },
      { awaitSessionWhenCreated: false },
    );

    expect(result).toMatchObject({ ok: true, value: { created: false, user: { email } } });
    expect(a.store.state.user?.email).toBe(email);
  });

  it("answers the provider's failure, 'Missing token' included, without asking the API", async () => {
    const { a, socialSignInGateway, identityProvider, signIn } = setup();
    identityProvider.failsWith('Missing token');

    const result = await signIn.execute({ provider: 'apple', catalogId, marketingConsent: false });

    expect(result).toEqual({ ok: false, error: { code: 'IDENTITY.PROVIDER_FAILED', reason: 'Missing token' } });
    expect(socialSignInGateway.requests).toEqual([]);
    expect(a.store.state.user).toBeNull();
  });

  it('answers a rejected token and leaves the visitor signed out', async () => {
    const { a, socialSignInGateway, signIn } = setup();
    socialSignInGateway.failWith({ code: 'AUTH.ID_TOKEN_REJECTED' });

    const result = await signIn.execute({ provider: 'google', catalogId, marketingConsent: false });

    expect(result).toEqual({ ok: false, error: { code: 'AUTH.ID_TOKEN_REJECTED' } });
    expect(a.store.state.user).toBeNull();
    expect(a.gateway.profileRequests).toBe(0);
  });
});
