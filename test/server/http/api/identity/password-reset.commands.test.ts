import argon2 from 'argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#contract/api-error.schema';
import { passwordResetRequestedSchema, passwordResetTokenStateSchema } from '#contract/password-reset.schema';
import { KyselySessionStore } from '#server/accounts/session/kysely-session-store';
import { createSignedInUser, type TestUser } from '#test/support/server/accounts';
import { DATABASE_TARGETS } from '#test/support/server/databases';
import { createTestApp, requestJson, type TestApp } from '#test/support/server/test-server';
import {
  catalogIdOf,
  commandFrom,
  ManualClock,
  mailsTo,
  tokenInMail,
  waitForMails,
} from '#test/support/server/identity-test-kit';

const HOUR_MS = 60 * 60 * 1000;
const NEW_PASSWORD = 'correct horse battery staple';

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`password reset (${target.kind})`, () => {
    let testApp: TestApp;
    const clock = new ManualClock(new Date('2026-11-22T10:00:00.000Z'));
    let addressCounter = 0;
    /** Each test speaks from its own address, so the per-address limit of one never touches another. */
    const nextAddress = () => `10.0.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

    beforeAll(async () => {
      testApp = await createTestApp({ now: clock.now }, { target });
    }, 60_000);
    afterAll(() => testApp?.close());

    const requestReset = (email: string, address = nextAddress(), locale: 'pl' | 'de' | 'cz' = 'pl') =>
      commandFrom(testApp, address, 'RequestPasswordReset', { email, catalog_id: catalogIdOf(locale) }, locale);
    const resetPassword = (token: string, password: string) =>
      commandFrom(testApp, nextAddress(), 'ResetPassword', { token, password });
    const checkToken = (token: string) => requestJson(testApp.app, `/pl/v2/password-reset/${token}`);

    /** A reset token mailed to the user (the request's mail is the latest one). */
    const mailedToken = async (user: TestUser): Promise<string> => {
      const before = (await mailsTo(testApp, user.email)).length;
      const { res } = await requestReset(user.email);
      expect(res.status).toBe(202);
      const mails = await waitForMails(testApp, user.email, before + 1);
      return tokenInMail(mails.at(-1)?.text_body ?? '');
    };

    it('mails a link, checks it, resets the password and ends every session of that account only', async () => {
      const user = await createSignedInUser(testApp, { now: clock.now() });
      const other = await createSignedInUser(testApp, { now: clock.now() });
      const sessions = new KyselySessionStore({ db: testApp.database.db });
      const second = await sessions.start({ userId: user.userId, deviceId: 'tablet', userAgent: 'test' }, clock.now());

      const { res, body } = await requestReset(`  ${user.email.toUpperCase()} `);
      expect(res.status).toBe(202);
      expect(passwordResetRequestedSchema.parse(body)).toEqual({ accepted: true });
      const [mail] = await waitForMails(testApp, user.email);
      expect(mail?.subject).toBe('Zresetuj hasło do Audiora');
      const token = tokenInMail(mail?.text_body ?? '');
      expect(mail?.text_body).toContain(`http://localhost/pl/przypomnij-haslo/${token}`);
      expect(mail?.html_body).toContain(`href="http://localhost/pl/przypomnij-haslo/${token}"`);

      // Only the hash is stored.
      const stored = await testApp.database.db.selectFrom('password_reset_tokens').selectAll().execute();
      expect(stored.some((row) => row.token_hash === token || row.token_hash.includes(token))).toBe(false);

      const check = await checkToken(token);
      expect(check.res.status).toBe(200);
      expect(check.res.headers.get('Cache-Control')).toBe('private, no-store');
      expect(passwordResetTokenStateSchema.parse(check.body)).toEqual({
        valid: true,
        email_hint: `l***@example.test`,
      });

      const reset = await resetPassword(token, NEW_PASSWORD);
      expect(reset.res.status).toBe(200);
      expect(reset.body).toEqual({ password_changed: true });

      const row = await testApp.database.db
        .selectFrom('users')
        .select(['password_hash', 'email_verified_at'])
        .where('id', '=', user.userId)
        .executeTakeFirstOrThrow();
      // The server's hasher (argon2id; its OWASP parameters are tested where the real one runs).
      expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$/);
      expect(await argon2.verify(row.password_hash ?? '', NEW_PASSWORD)).toBe(true);
      // Following the mailed link proved the address.
      expect(row.email_verified_at).toBe(clock.now().toISOString());

      const revoked = await testApp.database.db
        .selectFrom('sessions')
        .select(['revoked_at', 'revoked_reason'])
        .where('user_id', '=', user.userId)
        .execute();
      expect(revoked).toHaveLength(2);
      expect(revoked.every((s) => s.revoked_reason === 'password-reset' && s.revoked_at !== null)).toBe(true);
      expect(await sessions.authenticate(user.accessToken, 'bearer', clock.now())).toBeNull();
      expect(await sessions.authenticate(second.accessToken, 'bearer', clock.now())).toBeNull();

      // Someone else's account is untouched.
      expect(await sessions.authenticate(other.accessToken, 'bearer', clock.now())).toMatchObject({
        userId: other.userId,
      });
      const otherRow = await testApp.database.db
        .selectFrom('users')
        .select('password_hash')
        .where('id', '=', other.userId)
        .executeTakeFirstOrThrow();
      expect(otherRow.password_hash).toBeNull();
    });

    it('answers a link a second time with 410 TOKEN_USED', async () => {
      const user = await createSignedInUser(testApp, { now: clock.now() });
      const token = await mailedToken(user);
      expect((await resetPassword(token, NEW_PASSWORD)).res.status).toBe(200);

      const again = await resetPassword(token, 'another good passphrase');
      expect(again.res.status).toBe(410);
      expect(apiErrorSchema.parse(again.body).code).toBe('TOKEN_USED');
      const check = await checkToken(token);
      expect(check.res.status).toBe(410);
      expect(apiErrorSchema.parse(check.body).code).toBe('TOKEN_USED');
    });

    it('lets only one of two simultaneous resets with the same link win', async () => {
      const user = await createSignedInUser(testApp, { now: clock.now() });
      const token = await mailedToken(user);
      const answers = await Promise.all([
        resetPassword(token, 'first new passphrase'),
        resetPassword(token, 'second new passphrase'),
      ]);
      expect(answers.map((a) => a.res.status).sort()).toEqual([200, 410]);
      const winner = answers.findIndex((a) => a.res.status === 200);
      const row = await testApp.database.db
        .selectFrom('users')
        .select('password_hash')
        .where('id', '=', user.userId)
        .executeTakeFirstOrThrow();
      const expected = winner === 0 ? 'first new passphrase' : 'second new passphrase';
      expect(await argon2.verify(row.password_hash ?? '', expected)).toBe(true);
    });

    it('lets a link work for an hour and answers 410 TOKEN_EXPIRED after it', async () => {
      const user = await createSignedInUser(testApp, { now: clock.now() });
      const token = await mailedToken(user);
      const start = clock.current;
      try {
        clock.advance(HOUR_MS - 1000);
        expect((await checkToken(token)).res.status).toBe(200);
        clock.advance(1000);
        const check = await checkToken(token);
        expect(check.res.status).toBe(410);
        expect(apiErrorSchema.parse(check.body).code).toBe('TOKEN_EXPIRED');
        const reset = await resetPassword(token, NEW_PASSWORD);
        expect(reset.res.status).toBe(410);
        expect(apiErrorSchema.parse(reset.body).code).toBe('TOKEN_EXPIRED');
      } finally {
        clock.current = start;
      }
      const row = await testApp.database.db
        .selectFrom('users')
        .select('password_hash')
        .where('id', '=', user.userId)
        .executeTakeFirstOrThrow();
      expect(row.password_hash).toBeNull();
    });

    it('answers 404 to unknown and malformed tokens', async () => {
      const unknown = 'A'.repeat(43);
      const check = await checkToken(unknown);
      expect(check.res.status).toBe(404);
      expect(apiErrorSchema.parse(check.body).code).toBe('TOKEN_NOT_FOUND');
      expect((await checkToken('not-a-token')).res.status).toBe(404);
      const reset = await resetPassword(unknown, NEW_PASSWORD);
      expect(reset.res.status).toBe(404);
      expect(apiErrorSchema.parse(reset.body).code).toBe('TOKEN_NOT_FOUND');
    });

    it("forgets the account's other links once one has been used", async () => {
      const user = await createSignedInUser(testApp, { now: clock.now() });
      const first = await mailedToken(user);
      const second = await mailedToken(user);
      expect(first).not.toBe(second);
      expect((await checkToken(first)).res.status).toBe(200);
      expect((await resetPassword(second, NEW_PASSWORD)).res.status).toBe(200);
      expect((await checkToken(first)).res.status).toBe(404);
    });

    it.each([
      ['short1', 'TOO_SHORT'],
      ['x'.repeat(129), 'TOO_LONG'],
      ['Password123', 'TOO_COMMON'],
      ['', 'TOO_SHORT'],
    ])('refuses the new password %j with 422 password/%s and keeps the link', async (password, code) => {
      const user = await createSignedInUser(testApp, { now: clock.now() });
      const token = await mailedToken(user);
      const { res, body } = await resetPassword(token, password);
      expect(res.status).toBe(422);
      expect(apiErrorSchema.parse(body).errors).toEqual([{ property: 'password', code }]);
      expect((await checkToken(token)).res.status).toBe(200);
    });

    it('accepts a password of exactly 8 and of 128 characters', async () => {
      for (const password of ['mkv7tq2p', 'ż'.repeat(128)]) {
        const user = await createSignedInUser(testApp, { now: clock.now() });
        const token = await mailedToken(user);
        expect((await resetPassword(token, password)).res.status).toBe(200);
      }
    });

    it('answers an unknown address exactly as a known one and mails nobody', async () => {
      const user = await createSignedInUser(testApp, { now: clock.now() });
      const stranger = `nobody-${user.userId.slice(0, 8)}@example.test`;
      const unknown = await requestReset(stranger);
      const known = await requestReset(user.email);
      expect(unknown.res.status).toBe(known.res.status);
      expect(unknown.body).toEqual(known.body);
      expect([...unknown.res.headers.keys()].sort()).toEqual([...known.res.headers.keys()].sort());
      // Jobs run in order: once the known address has its mail, the unknown one's job has finished too.
      await waitForMails(testApp, user.email);
      expect(await mailsTo(testApp, stranger)).toEqual([]);
    });

    it("writes the mail in the market's language with its localised path", async () => {
      const cases = [
        ['de', 'Passwort für Audiora zurücksetzen', '/de/password-reset/'],
        ['cz', 'Obnovení hesla k účtu Audiora', '/cz/obnoveni-hesla/'],
      ] as const;
      for (const [locale, subject, path] of cases) {
        const user = await createSignedInUser(testApp, { now: clock.now(), locale });
        expect((await requestReset(user.email, nextAddress(), locale)).res.status).toBe(202);
        const [mail] = await waitForMails(testApp, user.email);
        expect(mail?.subject).toBe(subject);
        expect(mail?.text_body).toContain(`http://localhost${path}`);
      }
    });

    it('never puts a link to a foreign host into the mail, whatever Host the request names', async () => {
      const user = await createSignedInUser(testApp, { now: clock.now() });
      const res = await testApp.app.request('http://evil.example/pl/v2/commands', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'RequestPasswordReset', email: user.email, catalog_id: catalogIdOf('pl') }),
      });
      expect(res.status).toBe(202);
      const [mail] = await waitForMails(testApp, user.email);
      expect(mail?.text_body).toContain('https://www.audiora.example/pl/przypomnij-haslo/');
      expect(mail?.text_body).not.toContain('evil.example');
    });

    it('links a request made while rendering a page to where that page links, as its render settled it', async () => {
      const user = await createSignedInUser(testApp, { now: clock.now() });
      const res = await testApp.app.request(
        'http://api.internal/pl/v2/commands',
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ name: 'RequestPasswordReset', email: user.email, catalog_id: catalogIdOf('pl') }),
        },
        { clientAddress: nextAddress(), publicOrigin: 'http://127.0.0.1:4400' },
      );
      expect(res.status).toBe(202);
      const [mail] = await waitForMails(testApp, user.email);
      expect(mail?.text_body).toContain('http://127.0.0.1:4400/pl/przypomnij-haslo/');
    });

    it("refuses an invalid address or another market's catalogue with 422", async () => {
      const bad = await commandFrom(testApp, nextAddress(), 'RequestPasswordReset', {
        email: 'not-an-address',
        catalog_id: catalogIdOf('pl'),
      });
      expect(bad.res.status).toBe(422);
      expect(apiErrorSchema.parse(bad.body).errors).toEqual([{ property: 'email', code: 'INVALID' }]);
      const foreign = await commandFrom(testApp, nextAddress(), 'RequestPasswordReset', {
        email: 'someone@example.test',
        catalog_id: catalogIdOf('de'),
      });
      expect(foreign.res.status).toBe(422);
      expect(apiErrorSchema.parse(foreign.body).errors).toEqual([{ property: 'catalog_id', code: 'INVALID' }]);
      const missing = await commandFrom(testApp, nextAddress(), 'ResetPassword', { password: NEW_PASSWORD });
      expect(missing.res.status).toBe(422);
      expect(apiErrorSchema.parse(missing.body).errors).toEqual([{ property: 'token', code: 'REQUIRED' }]);
    });

    it('limits requests per e-mail (5 in 15 minutes) with 429 and Retry-After', async () => {
      const email = `throttled-${addressCounter}@example.test`;
      const start = clock.current;
      try {
        for (let i = 0; i < 5; i += 1) expect((await requestReset(email)).res.status).toBe(202);
        clock.advance(60_000);
        const refused = await requestReset(email);
        expect(refused.res.status).toBe(429);
        expect(apiErrorSchema.parse(refused.body).code).toBe('TOO_MANY_ATTEMPTS');
        expect(refused.res.headers.get('Retry-After')).toBe(String(14 * 60));
        // The same spelling with other case and spaces is the same address.
        expect((await requestReset(` ${email.toUpperCase()}`)).res.status).toBe(429);
        clock.advance(14 * 60 * 1000);
        expect((await requestReset(email)).res.status).toBe(202);
      } finally {
        clock.current = start;
      }
    });

    it('limits requests per network address (20 in 15 minutes), whatever the e-mail', async () => {
      const address = nextAddress();
      for (let i = 0; i < 20; i += 1)
        expect((await requestReset(`spray-${i}-${address}@example.test`, address)).res.status).toBe(202);
      const refused = await requestReset('one-more@example.test', address);
      expect(refused.res.status).toBe(429);
      expect(Number(refused.res.headers.get('Retry-After'))).toBeGreaterThan(0);
      expect((await requestReset('one-more@example.test', nextAddress())).res.status).toBe(202);
    });
  });
}
