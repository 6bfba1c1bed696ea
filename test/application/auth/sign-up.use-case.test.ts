import { describe, expect, it } from 'vitest';
import { SignUp } from '#application/auth/sign-up.use-case';
import type { CatalogId } from '#domain/market/market';
import { openAuthTab } from '#test/support/auth-tabs';
import { FakeAuthGateway } from '#test/support/fakes/fake-auth-gateway';

const catalogId = 'pl-catalog' as CatalogId;
const input = { email: 'new@example.test', password: 'Long-enough-1', catalogId, marketingConsent: true };

const setup = () => {
  const tab = openAuthTab();
  const authGateway = new FakeAuthGateway(tab.gateway);
  const signUp = new SignUp({
    authGateway,
    sessionGateway: tab.gateway,
    authStore: tab.store,
    deviceId: () => 'device-3',
  });
  return { tab, authGateway, signUp };
};

describe('SignUp (spec §4, §5 RegisterUser, then the automatic sign-in)', () => {
  it('registers with terms_of_service true and the consent given, then loads the new user into the store', async () => {
    const { tab, authGateway, signUp } = setup();

    const result = await signUp.execute(input);

    expect(result).toMatchObject({ ok: true, value: { email: input.email, hasMarketingConsent: true } });
    expect(authGateway.signUps).toEqual([
      {
        command: {
          name: 'RegisterUser',
          email: input.email,
          password: input.password,
          catalog_id: catalogId,
          terms_of_service: true,
          marketing_consent: true,
        },
        deviceId: 'device-3',
      },
    ]);
    expect(tab.store.state).toMatchObject({ status: 'fetched', user: { email: input.email } });
    expect(tab.cookie.isSet).toBe(true);
  });

  it('registers and asks for nothing more when the page leaves at once for a target that loads the session itself', async () => {
    const { tab, authGateway, signUp } = setup();

    const result = await signUp.execute(input, { awaitSession: false });

    expect(result).toEqual({ ok: true, value: null });
    expect(authGateway.signUps).toHaveLength(1);
    // The next page reads the session the server started; this one does not wait for the current user.
    expect(tab.store.state.user).toBeNull();
  });

  it('answers the server field errors and stays signed out', async () => {
    const { tab, authGateway, signUp } = setup();
    authGateway.withAccount(input.email, 'other');

    const result = await signUp.execute(input);

    expect(result).toEqual({
      ok: false,
      error: { code: 'AUTH.SIGN_UP_INVALID', errors: [{ property: 'email', code: 'ALREADY_USED' }] },
    });
    expect(tab.store.state.user).toBeNull();
  });

  it('checks what the form can before asking the server', async () => {
    const { authGateway, signUp } = setup();

    const result = await signUp.execute({ ...input, email: 'not-an-address', password: '   ' });

    expect(result).toEqual({
      ok: false,
      error: {
        code: 'AUTH.SIGN_UP_INVALID',
        errors: [
          { property: 'email', code: 'INVALID' },
          { property: 'password', code: 'BLANK' },
        ],
      },
    });
    expect(authGateway.signUps).toEqual([]);
  });
});
