import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKETS } from '#domain/market/markets';
import { meSchema } from '#contract/me.schema';
import { DATABASE_TARGETS } from '#test/support/server/databases';
import { createTestApp, type TestApp } from '#test/support/server/test-server';
import { CookieJar, fieldErrors, get, register, signIn, uniqueEmail } from '#test/support/server/account-flows';

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`RegisterUser on ${target.kind}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({}, { target });
    }, 60_000);
    afterAll(() => t?.close());

    it('creates the account, answers 201 with it and signs it in', async () => {
      const email = uniqueEmail();
      const { res, body } = await register(t, { email, marketing_consent: true });
      expect(res.status).toBe(201);
      const me = meSchema.parse(body);
      expect(me).toMatchObject({ email, marketing_consent: true, newsletter: false, has_club: false });
      const jar = new CookieJar().take(res);
      expect(jar.get('loggedIn')).toBe('true');
      const again = await get(t, '/me', jar.headers());
      expect(again.res.status).toBe(200);
      expect(meSchema.parse(again.body).id).toBe(me.id);
    });

    it('stores the e-mail trimmed and lower-cased, and refuses it again however it is typed', async () => {
      const email = uniqueEmail('Mixed.Case');
      const first = await register(t, { email: `  ${email.toUpperCase()} ` });
      expect(first.res.status).toBe(201);
      expect(meSchema.parse(first.body).email).toBe(email.toLowerCase());
      const second = await register(t, { email: email.toLowerCase() });
      expect(second.res.status).toBe(422);
      expect(fieldErrors(second.body)).toEqual([{ property: 'email', code: 'ALREADY_USED' }]);
    });

    it.each([
      [{ email: 'not-an-email' }, 'email', 'INVALID'],
      [{ email: undefined }, 'email', 'REQUIRED'],
      [{ password: 'short1!' }, 'password', 'TOO_SHORT'],
      [{ password: 'x'.repeat(129) }, 'password', 'TOO_LONG'],
      [{ password: 'Password123' }, 'password', 'TOO_COMMON'],
      [{ password: 'ZAQ12WSX' }, 'password', 'TOO_COMMON'],
      [{ terms_of_service: false }, 'terms_of_service', 'REQUIRED'],
      [{ terms_of_service: undefined }, 'terms_of_service', 'REQUIRED'],
      [{ catalog_id: MARKETS.de.catalogId }, 'catalog_id', 'INVALID'],
    ])('answers 422 for %j with %s/%s', async (fields, property, code) => {
      const { res, body } = await register(t, fields);
      expect(res.status).toBe(422);
      expect(fieldErrors(body)).toContainEqual({ property, code });
      expect(res.headers.getSetCookie()).toEqual([]);
    });

    it('accepts 8 and 128 characters, with no composition rules', async () => {
      for (const password of ['abcdefgq', 'ąęśćżźół'.padEnd(128, 'ź')]) {
        const { res } = await register(t, { password });
        expect(res.status, password).toBe(201);
      }
    });

    it('does not truncate: two 128-character passwords sharing their first 72 characters are different', async () => {
      const prefix = 'p'.repeat(36) + 'q'.repeat(36);
      const email = uniqueEmail();
      expect((await register(t, { email, password: `${prefix}${'a'.repeat(56)}` })).res.status).toBe(201);
      const wrong = await signIn(t, { email, password: `${prefix}${'b'.repeat(56)}` });
      expect(wrong.res.status).toBe(401);
      const right = await signIn(t, { email, password: `${prefix}${'a'.repeat(56)}` });
      expect(right.res.status).toBe(200);
    });

    it('binds the session to the device the storefront names', async () => {
      const { res } = await register(t, { device_id: 'device-of-the-sign-up' });
      const sessions = await get(t, '/me/sessions', new CookieJar().take(res).headers());
      expect(sessions.body).toMatchObject({ _embedded: { 'app:session': [{ device_id: 'device-of-the-sign-up' }] } });
    });
  });
}
