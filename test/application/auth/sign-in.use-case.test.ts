import { describe, expect, it } from 'vitest';
import { SignIn } from '#application/auth/sign-in.use-case';
import type { CatalogId } from '#domain/market/market';
import { openAuthTabs, twoTabs } from '#test/support/auth-tabs';
import { FakeAuthGateway } from '#test/support/fakes/fake-auth-gateway';
import { FakeCaptcha } from '#test/support/fakes/fake-captcha';

const catalogId = 'pl-catalog' as CatalogId;
const credentials = { email: 'ola@example.test', password: 'Correct-horse-1', catalogId };

const setup = () => {
  const { tabs } = openAuthTabs(2);
  const [a, b] = twoTabs(tabs);
  const authGateway = new FakeAuthGateway(a.gateway).withAccount(credentials.email, credentials.password);
  const captcha = new FakeCaptcha();
  const signIn = new SignIn({
    authGateway,
    captcha,
    sessionGateway: a.gateway,
    authStore: a.store,
    deviceId: () => 'device-7',
  });
  return { a, b, authGateway, captcha, signIn };
};

describe('SignIn (spec §4, §7 AuthenticateForWeb with a login captcha, then the current user)', () => {
  it('signs in with a login captcha token on this device and loads the user into the store of every tab', async () => {
    const { a, b, authGateway, captcha, signIn } = setup();

    const result = await signIn.execute(credentials);

    expect(result).toMatchObject({ ok: true, value: { email: credentials.email } });
    expect(captcha.actions).toEqual(['login']);
    expect(authGateway.signIns).toEqual([{ ...credentials, deviceId: 'device-7', captchaToken: 'fake-captcha-token' }]);
    expect(a.store.state).toMatchObject({ status: 'fetched', user: { email: credentials.email } });
    expect(b.store.state.user?.email).toBe(credentials.email);
    expect(a.cookie.isSet).toBe(true);
  });

  it('answers bad credentials for a wrong password and leaves the visitor signed out', async () => {
    const { a, signIn } = setup();

    const result = await signIn.execute({ ...credentials, password: 'wrong' });

    expect(result).toEqual({ ok: false, error: { code: 'AUTH.BAD_CREDENTIALS' } });
    expect(a.store.state.user).toBeNull();
    expect(a.gateway.profileRequests).toBe(0);
  });

  it('does not ask the API without a captcha token', async () => {
    const { authGateway, captcha, signIn } = setup();
    captcha.unavailable();

    expect(await signIn.execute(credentials)).toEqual({ ok: false, error: { code: 'AUTH.CAPTCHA_FAILED' } });
    expect(authGateway.signIns).toEqual([]);
  });

  it('passes throttling on as it is', async () => {
    const { authGateway, signIn } = setup();
    authGateway.failWith({ code: 'AUTH.TOO_MANY_ATTEMPTS' });

    expect(await signIn.execute(credentials)).toEqual({ ok: false, error: { code: 'AUTH.TOO_MANY_ATTEMPTS' } });
  });

  it('is unavailable when the profile cannot be loaded after the sign-in, and the store stays signed out', async () => {
    const { a } = setup();
    const failing = new SignIn({
      authGateway: {
        signIn: async () => ({ ok: true, value: undefined }),
        signUp: async () => ({ ok: true, value: undefined }),
      },
      captcha: new FakeCaptcha(),
      sessionGateway: a.gateway.failWith({ code: 'SESSION.UNAVAILABLE' }),
      authStore: a.store,
      deviceId: () => 'device-7',
    });

    expect(await failing.execute(credentials)).toEqual({ ok: false, error: { code: 'SESSION.UNAVAILABLE' } });
    expect(a.store.state.user).toBeNull();
  });
});
