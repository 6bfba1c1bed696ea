import { createHash, randomUUID } from 'node:crypto';
import ky from 'ky';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IdentityProvider } from '#application/ports/identity-provider.port';
import type { SessionGateway } from '#application/ports/session-gateway.port';
import type { SocialSignInGateway, SocialSignInRequest } from '#application/ports/social-sign-in-gateway.port';
import { MARKETS } from '#domain/market/markets';
import { KySessionGateway } from '#infrastructure/http/ky-session-gateway';
import { KySocialSignInGateway } from '#infrastructure/http/ky-social-sign-in-gateway';
import { FakeSessionGateway } from '#test/support/fakes/fake-session-gateway';
import { FakeSocialSignInGateway } from '#test/support/fakes/fake-social-sign-in-gateway';
import { createTestApp, type TestApp } from '#test/support/server/test-server';
import { BrowserCookies } from './browser-cookies';

const ORIGIN = 'http://127.0.0.1:3000';
const catalogId = MARKETS.pl.catalogId;

interface Subject {
  readonly gateway: SocialSignInGateway;
  /** A token the provider hands back after the visitor consents as `email`, its nonce claim `nonceClaim`. */
  readonly issue: (provider: IdentityProvider, email: string, nonceClaim?: string) => Promise<string>;
  /** The browser's session after the gateway's answers. */
  readonly session: SessionGateway;
  readonly teardown: () => Promise<void>;
}

const sha256Hex = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');

/** What every SocialSignInGateway must do in the pl market (spec §7 SignInWith…ForWeb; 201 a new account). */
const socialSignInGatewayContract = (name: string, setup: () => Promise<Subject>) => {
  describe(`SocialSignInGateway contract: ${name}`, () => {
    let subject: Subject;
    const email = `social-${randomUUID().slice(0, 8)}@example.test`;
    const request = (provider: IdentityProvider, idToken: string, nonce?: string): SocialSignInRequest => ({
      provider,
      token: nonce === undefined ? { idToken } : { idToken, nonce },
      catalogId,
      deviceId: 'device-1',
      termsOfService: true,
      marketingConsent: false,
    });

    beforeAll(async () => {
      subject = await setup();
    });

    afterAll(async () => {
      await subject.teardown();
    });

    it('makes a new account with the first Google token, bound to its nonce, and is signed in as it', async () => {
      const nonce = randomUUID();
      const token = await subject.issue('google', email, sha256Hex(nonce));
      expect(await subject.gateway.signIn(request('google', token, nonce))).toEqual({
        ok: true,
        value: { created: true },
      });
      expect(await subject.session.fetchCurrentUser()).toMatchObject({ ok: true, value: { email } });
    });

    it('signs the same account in again with Apple', async () => {
      const token = await subject.issue('apple', email);
      expect(await subject.gateway.signIn(request('apple', token))).toEqual({ ok: true, value: { created: false } });
      expect(await subject.session.fetchCurrentUser()).toMatchObject({ ok: true, value: { email } });
    });

    it('refuses a token a second time', async () => {
      const token = await subject.issue('google', email);
      expect((await subject.gateway.signIn(request('google', token))).ok).toBe(true);
      expect(await subject.gateway.signIn(request('google', token))).toEqual({
        ok: false,
        error: { code: 'AUTH.ID_TOKEN_REJECTED' },
      });
    });

    it('refuses a token not bound to the nonce sent with it', async () => {
      const token = await subject.issue('google', email, sha256Hex('another value'));
      expect(await subject.gateway.signIn(request('google', token, randomUUID()))).toEqual({
        ok: false,
        error: { code: 'AUTH.ID_TOKEN_REJECTED' },
      });
    });

    it('refuses a forged token', async () => {
      expect(await subject.gateway.signIn(request('apple', 'forged.token.value'))).toEqual({
        ok: false,
        error: { code: 'AUTH.ID_TOKEN_REJECTED' },
      });
    });
  });
};

let app: TestApp;

/** The development identity provider's answer to the consent form: the id_token in the redirect's fragment. */
const consentThroughDevProvider = async (provider: IdentityProvider, email: string, nonce = '') => {
  const response = await app.app.request(`${ORIGIN}/dev/idp/${provider}/consent`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin' },
    body: new URLSearchParams({ email, redirect_uri: '/pl/zaloguj', state: 's', nonce }),
  });
  const fragment = new URLSearchParams(new URL(response.headers.get('Location') ?? '', ORIGIN).hash.slice(1));
  const token = fragment.get('id_token');
  if (response.status !== 303 || !token)
    throw new Error(`No id_token from the development provider (${response.status})`);
  return token;
};

socialSignInGatewayContract(
  'KySocialSignInGateway against the reference API and its development providers',
  async () => {
    app = await createTestApp();
    const cookies = new BrowserCookies();
    const http = ky.create({ prefixUrl: ORIGIN, fetch: cookies.fetchThrough(app.app), retry: 0 });
    return {
      gateway: new KySocialSignInGateway({ http, locale: () => 'pl' }),
      issue: consentThroughDevProvider,
      session: new KySessionGateway({
        http,
        locale: () => 'pl',
        deviceId: () => 'device-1',
        hasSessionHint: () => cookies.has('loggedIn'),
      }),
      teardown: () => app.close(),
    };
  },
);

socialSignInGatewayContract('FakeSocialSignInGateway', async () => {
  const session = new FakeSessionGateway();
  const gateway = new FakeSocialSignInGateway(session);
  return {
    gateway,
    issue: async (provider, email, nonceClaim) => gateway.issue(provider, email, nonceClaim),
    session,
    teardown: async () => undefined,
  };
});
