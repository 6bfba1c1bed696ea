import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MARKETS } from '#domain/market/markets';
import { tokenResponseSchema } from '#contract/auth.schema';
import { deviceCollectionSchema } from '#contract/device.schema';
import { meSchema } from '#contract/me.schema';
import { DEVELOPMENT_CAPTCHA_TTL_MS } from '#server/accounts/captcha/development-captcha';
import { createSignedInUser } from '#test/support/server/accounts';
import { DATABASE_TARGETS } from '#test/support/server/databases';
import { createTestApp } from '#test/support/server/test-server';
import {
  CookieJar,
  PASSWORD,
  captchaToken,
  fieldErrors,
  get,
  parseSetCookies,
  registeredAccountSuite,
  signIn,
  uniqueEmail,
} from '#test/support/server/account-flows';

const START = new Date('2026-11-22T10:00:00Z');

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`AuthenticateForWeb on ${target.kind}`, () => {
    const { t, clock, email } = registeredAccountSuite(target, START);

    it('signs in with the account as body and sets the three cookies with their attributes', async () => {
      const { res, body } = await signIn(t(), { email: email().toUpperCase() });
      expect(res.status).toBe(200);
      expect(meSchema.parse(body).email).toBe(email());
      expect(res.headers.get('Cache-Control')).toBe('no-store');
      const cookies = parseSetCookies(res);
      expect(cookies.get('audiora_access')?.attributes).toEqual({
        'max-age': '3600',
        path: '/',
        httponly: true,
        samesite: 'Lax',
      });
      expect(cookies.get('audiora_refresh')?.attributes).toEqual({
        'max-age': String(30 * 24 * 3600),
        path: '/',
        httponly: true,
        samesite: 'Strict',
      });
      expect(cookies.get('loggedIn')).toMatchObject({ value: 'true', attributes: { path: '/', samesite: 'Lax' } });
      expect(cookies.get('loggedIn')?.attributes.httponly).toBeUndefined();
      expect(cookies.get('audiora_access')?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    });

    it.each(['https://localhost', 'http://audiora.example', 'https://127.0.0.1:8443'])(
      'marks every cookie Secure for %s',
      async (origin) => {
        const { res } = await signIn(t(), { email: email() }, { origin });
        expect(res.status).toBe(200);
        const cookies = [...parseSetCookies(res).values()];
        expect(cookies).toHaveLength(3);
        for (const cookie of cookies) expect(cookie.attributes.secure, cookie.name).toBe(true);
      },
    );

    it('starts a new session at every sign-in and records the device with a readable name', async () => {
      const deviceId = randomUUID();
      const first = new CookieJar().take((await signIn(t(), { email: email(), device_id: deviceId })).res);
      const second = new CookieJar().take((await signIn(t(), { email: email(), device_id: deviceId })).res);
      expect(first.get('audiora_access')).not.toBe(second.get('audiora_access'));
      const sessions = (await get(t(), '/me/sessions', second.headers())).body as {
        _embedded: { 'app:session': { id: string; device_id: string }[] };
      };
      expect(sessions._embedded['app:session'].filter((s) => s.device_id === deviceId)).toHaveLength(2);
      const devices = deviceCollectionSchema.parse((await get(t(), '/me/associated-devices', second.headers())).body);
      expect(devices._embedded['app:device'].find((d) => d.device_id === deviceId)).toMatchObject({
        current: true,
        name: 'Firefox on Linux',
      });
    });

    it('ends the browser session it replaces', async () => {
      const jar = new CookieJar().take((await signIn(t(), { email: email() })).res);
      const before = jar.get('audiora_access');
      const again = await signIn(t(), { email: email() }, { headers: jar.headers() });
      expect(again.res.status).toBe(200);
      expect((await get(t(), '/me', { Cookie: `audiora_access=${before}` })).res.status).toBe(401);
    });

    it('answers the tokens in the body with X-Auth-Mode: token, usable as a bearer', async () => {
      const { res, body } = await signIn(t(), { email: email() }, { headers: { 'X-Auth-Mode': 'token' } });
      expect(res.status).toBe(200);
      expect(res.headers.getSetCookie()).toEqual([]);
      const tokens = tokenResponseSchema.parse(body);
      expect(tokens.expires_in).toBe(3600);
      const me = await get(t(), '/me', { Authorization: `Bearer ${tokens.access_token}` });
      expect(meSchema.parse(me.body).email).toBe(email());
    });

    it('gives the same 401 for a wrong password, an unknown e-mail and an account without a password', async () => {
      const social = await createSignedInUser(t());
      const answers = await Promise.all([
        signIn(t(), { email: email(), password: 'not the password' }, { address: '203.0.113.10' }),
        signIn(t(), { email: uniqueEmail('nobody') }, { address: '203.0.113.11' }),
        signIn(t(), { email: social.email, password: PASSWORD }, { address: '203.0.113.12' }),
      ]);
      for (const { res, body } of answers) {
        expect(res.status).toBe(401);
        expect(body).toEqual({ message: 'Bad credentials', code: 'INVALID_CREDENTIALS' });
        expect(res.headers.getSetCookie()).toEqual([]);
      }
    });

    it('refuses a catalogue of another market and a missing captcha token', async () => {
      const wrongMarket = await signIn(t(), { email: email(), catalog_id: MARKETS.cz.catalogId });
      expect(wrongMarket.res.status).toBe(422);
      expect(fieldErrors(wrongMarket.body)).toEqual([{ property: 'catalog_id', code: 'INVALID' }]);
      const missing = await signIn(t(), { email: email(), recaptcha_token: undefined });
      expect(missing.res.status).toBe(422);
      expect(fieldErrors(missing.body)).toEqual([{ property: 'recaptcha_token', code: 'REQUIRED' }]);
    });

    it('refuses captcha tokens that are for another action, expired, forged, reused or from another server', async () => {
      const otherServer = await createTestApp({ now: () => clock.now });
      const reused = await captchaToken(t());
      expect((await signIn(t(), { email: email(), recaptcha_token: reused })).res.status).toBe(200);
      const forged = (await captchaToken(t())).replace(/.$/, (ch) => (ch === 'A' ? 'B' : 'A'));
      const tokens = {
        'another action': await captchaToken(t(), 'signup'),
        forged,
        reused,
        'another server': await captchaToken(otherServer),
        garbage: 'not-a-token',
      };
      await otherServer.close();
      for (const [what, token] of Object.entries(tokens)) {
        const { res, body } = await signIn(t(), { email: email(), recaptcha_token: token });
        expect(res.status, what).toBe(422);
        expect(fieldErrors(body), what).toEqual([{ property: 'recaptcha_token', code: 'INVALID' }]);
      }
      const expiring = await captchaToken(t());
      clock.now = new Date(clock.now.getTime() + DEVELOPMENT_CAPTCHA_TTL_MS);
      const expired = await signIn(t(), { email: email(), recaptcha_token: expiring });
      expect(fieldErrors(expired.body)).toEqual([{ property: 'recaptcha_token', code: 'INVALID' }]);
    });
  });
}
