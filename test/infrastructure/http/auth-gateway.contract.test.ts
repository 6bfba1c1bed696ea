import { randomUUID } from 'node:crypto';
import ky from 'ky';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthGateway } from '#application/ports/auth-gateway.port';
import type { CaptchaPort } from '#application/ports/captcha.port';
import type { SessionGateway } from '#application/ports/session-gateway.port';
import { registerUserCommand } from '#domain/auth/sign-up';
import { MARKETS } from '#domain/market/markets';
import { KyAuthGateway } from '#infrastructure/http/ky-auth-gateway';
import { KyDevelopmentCaptcha } from '#infrastructure/http/ky-development-captcha';
import { KySessionGateway } from '#infrastructure/http/ky-session-gateway';
import { FakeAuthGateway } from '#test/support/fakes/fake-auth-gateway';
import { FakeCaptcha } from '#test/support/fakes/fake-captcha';
import { FakeSessionGateway } from '#test/support/fakes/fake-session-gateway';
import { createTestApp, type TestApp } from '#test/support/server/test-server';
import { BrowserCookies } from './browser-cookies';

const ORIGIN = 'http://127.0.0.1:3000';
const catalogId = MARKETS.pl.catalogId;

interface Subject {
  readonly gateway: AuthGateway;
  readonly captcha: CaptchaPort;
  /** The browser's session after the gateway's answers. */
  readonly session: SessionGateway;
  readonly teardown: () => Promise<void>;
}

/** What every AuthGateway must do in the pl market (spec §7 AuthenticateForWeb, RegisterUser; api-contract errors). */
const authGatewayContract = (name: string, setup: () => Promise<Subject>) => {
  describe(`AuthGateway contract: ${name}`, () => {
    let subject: Subject;
    const email = `contract-${randomUUID().slice(0, 8)}@example.test`;
    const password = `Pw-${randomUUID()}`;

    beforeAll(async () => {
      subject = await setup();
    });

    afterAll(async () => {
      await subject.teardown();
    });

    const token = async () => {
      const answer = await subject.captcha.token('login');
      if (!answer.ok) throw new Error(answer.error.reason);
      return answer.value;
    };

    it('signs up a new account and is then signed in as it', async () => {
      const command = registerUserCommand({ email, password, catalogId, marketingConsent: false });
      expect(await subject.gateway.signUp(command, 'device-1')).toEqual({ ok: true, value: undefined });
      expect(await subject.session.fetchCurrentUser()).toMatchObject({ ok: true, value: { email } });
    });

    it('refuses a second account for the same e-mail under the email field', async () => {
      const command = registerUserCommand({ email, password, catalogId, marketingConsent: false });
      expect(await subject.gateway.signUp(command, 'device-1')).toEqual({
        ok: false,
        error: { code: 'AUTH.SIGN_UP_INVALID', errors: [{ property: 'email', code: 'ALREADY_USED' }] },
      });
    });

    it('signs in with the password and a login captcha token', async () => {
      const credentials = { email, password, catalogId, deviceId: 'device-2', captchaToken: await token() };
      expect(await subject.gateway.signIn(credentials)).toEqual({ ok: true, value: undefined });
      expect(await subject.session.fetchCurrentUser()).toMatchObject({ ok: true, value: { email } });
    });

    it('answers bad credentials for a wrong password', async () => {
      const credentials = {
        email,
        password: 'Wrong-1234',
        catalogId,
        deviceId: 'device-2',
        captchaToken: await token(),
      };
      expect(await subject.gateway.signIn(credentials)).toEqual({ ok: false, error: { code: 'AUTH.BAD_CREDENTIALS' } });
    });

    it('answers a failed captcha for a token the verifier does not accept', async () => {
      const credentials = { email, password, catalogId, deviceId: 'device-2', captchaToken: 'not-a-token' };
      expect(await subject.gateway.signIn(credentials)).toEqual({ ok: false, error: { code: 'AUTH.CAPTCHA_FAILED' } });
    });
  });
};

let app: TestApp;

authGatewayContract('KyAuthGateway and KyDevelopmentCaptcha against the reference API', async () => {
  app = await createTestApp();
  const cookies = new BrowserCookies();
  const http = ky.create({ prefixUrl: ORIGIN, fetch: cookies.fetchThrough(app.app), retry: 0 });
  return {
    gateway: new KyAuthGateway({ http, locale: () => 'pl' }),
    captcha: new KyDevelopmentCaptcha({ http }),
    session: new KySessionGateway({
      http,
      locale: () => 'pl',
      deviceId: () => 'device-1',
      hasSessionHint: () => cookies.has('loggedIn'),
    }),
    teardown: () => app.close(),
  };
});

authGatewayContract('FakeAuthGateway and FakeCaptcha', async () => {
  const session = new FakeSessionGateway();
  return {
    gateway: new FakeAuthGateway(session),
    captcha: new FakeCaptcha(),
    session,
    teardown: async () => undefined,
  };
});
