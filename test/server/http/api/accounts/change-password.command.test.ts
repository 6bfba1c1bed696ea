import argon2 from 'argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#contract/api-error.schema';
import { tokenResponseSchema } from '#contract/auth.schema';
import { meSchema } from '#contract/me.schema';
import { sessionCollectionSchema } from '#contract/session.schema';
import { ACCOUNT_FAILURES_BEFORE_DELAYS } from '#server/accounts/throttle/sign-in-throttle';
import { createLogger } from '#server/logging/logger';
import { createSignedInUser } from '#test/support/server/accounts';
import { DATABASE_TARGETS } from '#test/support/server/databases';
import { createTestApp, type TestApp } from '#test/support/server/test-server';
import {
  CookieJar,
  PASSWORD,
  command,
  fieldErrors,
  get,
  register,
  signIn,
  uniqueEmail,
} from '#test/support/server/account-flows';

const START = new Date('2026-11-22T10:00:00Z');
const NEW_PASSWORD = 'a brand new listening passphrase';

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`ChangePassword on ${target.kind}`, () => {
    let t: TestApp;
    let clock = START;
    const lines: string[] = [];
    let counter = 0;
    /** Each account speaks from its own address, so the per-address limits of one never touch another. */
    const nextAddress = () => `10.9.${Math.floor(++counter / 250)}.${counter % 250}`;
    beforeAll(async () => {
      t = await createTestApp(
        { now: () => clock, logger: createLogger('debug', (line) => lines.push(line)) },
        { target },
      );
    }, 60_000);
    afterAll(() => t?.close());

    /** A new account signed in by its sign-up in a browser (cookies), from its own address. */
    const account = async () => {
      const email = uniqueEmail('changer');
      const address = nextAddress();
      const signedUp = await register(t, { email, device_id: 'laptop' }, { address });
      expect(signedUp.res.status).toBe(201);
      return { email, address, userId: meSchema.parse(signedUp.body).id, browser: new CookieJar().take(signedUp.res) };
    };
    const changePassword = (
      headers: Record<string, string>,
      fields: Record<string, unknown> = { current_password: PASSWORD, new_password: NEW_PASSWORD },
      address = nextAddress(),
    ) => command(t, 'ChangePassword', fields, { headers, address });
    const storedHash = async (userId: string) =>
      (
        await t.database.db
          .selectFrom('users')
          .select('password_hash')
          .where('id', '=', userId)
          .executeTakeFirstOrThrow()
      ).password_hash ?? '';
    const signInStatus = async (email: string, password: string, address = nextAddress()) =>
      (await signIn(t, { email, password }, { address })).res.status;

    it('changes the password from a signed-in browser: argon2id, the new one signs in and the old one not', async () => {
      const { email, userId, browser } = await account();
      const { res, body } = await changePassword(browser.headers());
      expect(res.status, JSON.stringify(body)).toBe(200);
      expect(body).toEqual({ password_changed: true });
      expect(res.headers.get('Cache-Control')).toBe('no-store');
      const hash = await storedHash(userId);
      expect(hash).toMatch(/^\$argon2id\$v=19\$/);
      expect(await argon2.verify(hash, NEW_PASSWORD)).toBe(true);
      expect(await signInStatus(email, NEW_PASSWORD)).toBe(200);
      expect(await signInStatus(email, PASSWORD)).toBe(401);
    });

    it('ends every other session of the account, while the one that changed it stays signed in', async () => {
      const { email, address, userId, browser } = await account();
      const otherBrowser = new CookieJar().take((await signIn(t, { email, device_id: 'tablet' }, { address })).res);
      const script = tokenResponseSchema.parse(
        (await signIn(t, { email, device_id: 'script' }, { address, headers: { 'X-Auth-Mode': 'token' } })).body,
      );
      const scriptBearer = { Authorization: `Bearer ${script.access_token}` };
      const stranger = await account();

      expect((await changePassword(browser.headers())).res.status).toBe(200);

      expect((await get(t, '/me', otherBrowser.headers())).res.status).toBe(401);
      expect(
        (await command(t, 'RefreshTokenForWeb', { device_id: 'tablet' }, { headers: otherBrowser.headers() })).res
          .status,
      ).toBe(401);
      expect((await get(t, '/me', scriptBearer)).res.status).toBe(401);
      expect(
        (await command(t, 'RefreshTokenForWeb', { device_id: 'script', refresh_token: script.refresh_token })).res
          .status,
      ).toBe(401);

      expect((await get(t, '/me', browser.headers())).res.status).toBe(200);
      const refreshed = await command(t, 'RefreshTokenForWeb', { device_id: 'laptop' }, { headers: browser.headers() });
      expect(refreshed.res.status).toBe(200);
      browser.take(refreshed.res);
      const sessions = sessionCollectionSchema.parse((await get(t, '/me/sessions', browser.headers())).body);
      expect(sessions._embedded['app:session'].map((s) => [s.device_id, s.current])).toEqual([['laptop', true]]);
      const reasons = await t.database.db
        .selectFrom('sessions')
        .select('revoked_reason')
        .where('device_id', 'in', ['tablet', 'script'])
        .where('user_id', '=', userId)
        .execute();
      expect(reasons.map((r) => r.revoked_reason)).toEqual(['password-change', 'password-change']);
      // Another account's session is untouched.
      expect((await get(t, '/me', stranger.browser.headers())).res.status).toBe(200);
    });

    it('changes the password of a script signed in with a bearer token, ending the browser sessions', async () => {
      const { email, address, browser } = await account();
      const script = tokenResponseSchema.parse(
        (await signIn(t, { email, device_id: 'script' }, { address, headers: { 'X-Auth-Mode': 'token' } })).body,
      );
      const bearer = { Authorization: `Bearer ${script.access_token}` };
      expect((await changePassword(bearer)).res.status).toBe(200);
      expect((await get(t, '/me', bearer)).res.status).toBe(200);
      expect((await get(t, '/me', browser.headers())).res.status).toBe(401);
    });

    it('refuses a wrong current password with 422 current_password/INVALID and changes nothing', async () => {
      const { email, userId, browser } = await account();
      const before = await storedHash(userId);
      const other = await account();
      for (const current of ['not my password', '', PASSWORD.toUpperCase()]) {
        const { res, body } = await changePassword(browser.headers(), {
          current_password: current,
          new_password: NEW_PASSWORD,
        });
        expect(res.status, current).toBe(422);
        expect(apiErrorSchema.parse(body)).toMatchObject({
          code: 'VALIDATION_FAILED',
          errors: [{ property: 'current_password', code: 'INVALID' }],
        });
      }
      expect(await storedHash(userId)).toBe(before);
      expect(await signInStatus(email, PASSWORD)).toBe(200);
      // The session survives a wrong guess, and no other session ended.
      expect((await get(t, '/me', browser.headers())).res.status).toBe(200);
      expect((await get(t, '/me', other.browser.headers())).res.status).toBe(200);
    });

    it('refuses an account without a password (Google or Apple only) the same way', async () => {
      const social = await createSignedInUser(t, { now: clock });
      const { res, body } = await changePassword(social.bearer, { current_password: '', new_password: NEW_PASSWORD });
      expect(res.status).toBe(422);
      expect(fieldErrors(body)).toEqual([{ property: 'current_password', code: 'INVALID' }]);
      expect(await storedHash(social.userId)).toBe('');
    });

    it.each([
      [{ current_password: PASSWORD, new_password: 'short1' }, [{ property: 'new_password', code: 'TOO_SHORT' }]],
      [{ current_password: PASSWORD, new_password: 'x'.repeat(129) }, [{ property: 'new_password', code: 'TOO_LONG' }]],
      [{ current_password: PASSWORD, new_password: 'Password123' }, [{ property: 'new_password', code: 'TOO_COMMON' }]],
      [{ current_password: PASSWORD, new_password: '' }, [{ property: 'new_password', code: 'TOO_SHORT' }]],
      [{ current_password: PASSWORD }, [{ property: 'new_password', code: 'REQUIRED' }]],
      [{ new_password: NEW_PASSWORD }, [{ property: 'current_password', code: 'REQUIRED' }]],
    ])('refuses %j with 422 %j and keeps the password', async (fields, errors) => {
      const { userId, browser } = await account();
      const before = await storedHash(userId);
      const { res, body } = await changePassword(browser.headers(), fields);
      expect(res.status).toBe(422);
      expect(fieldErrors(body)).toEqual(errors);
      expect(await storedHash(userId)).toBe(before);
    });

    it('slows down wrong current passwords of a session from any address, together with sign-in (429 with Retry-After)', async () => {
      clock = new Date(START.getTime() + 60 * 60 * 1000);
      const { email, browser } = await account();
      const wrong = { current_password: 'a wrong guess', new_password: NEW_PASSWORD };
      const later = (seconds: number) => (clock = new Date(clock.getTime() + seconds * 1000));
      const guessedFrom: string[] = [];
      const waits: number[] = [];
      while (guessedFrom.length < ACCOUNT_FAILURES_BEFORE_DELAYS) {
        const address = nextAddress();
        const { res, body } = await changePassword(browser.headers(), wrong, address);
        if (res.status === 422) guessedFrom.push(address);
        else {
          expect(res.status).toBe(429);
          expect(apiErrorSchema.parse(body).code).toBe('TOO_MANY_ATTEMPTS');
          waits.push(Number(res.headers.get('Retry-After')));
          later(waits.at(-1) ?? 0);
        }
      }
      // Each guess came from an address of its own, yet the session's wait doubles.
      expect(waits).toEqual([8, 16]);
      const limited = await changePassword(browser.headers());
      expect([limited.res.status, limited.res.headers.get('Retry-After')]).toEqual([429, '32']);
      // The account counts as attacked: sign-in waits at the guessing addresses, not at the owner's others.
      expect(await signInStatus(email, PASSWORD, guessedFrom.at(-1))).toBe(429);
      expect(await signInStatus(email, PASSWORD)).toBe(200);
      later(32);
      expect((await changePassword(browser.headers())).res.status).toBe(200);
      // The change forgot the account's failures: the session's next typos are free again.
      for (let i = 0; i < 2; i += 1) expect((await changePassword(browser.headers(), wrong)).res.status).toBe(422);
      clock = START;
    });

    it("keeps every account to itself: B can neither use A's password nor name A", async () => {
      const a = await account();
      const b = await account();
      const hashOfA = await storedHash(a.userId);
      const withAsPassword = await changePassword(b.browser.headers(), {
        current_password: 'not the password of b',
        new_password: NEW_PASSWORD,
      });
      expect(withAsPassword.res.status).toBe(422);
      // An id in the body names nobody: the command changes the viewer's own password.
      const named = await changePassword(b.browser.headers(), {
        user_id: a.userId,
        email: a.email,
        current_password: PASSWORD,
        new_password: NEW_PASSWORD,
      });
      expect(named.res.status).toBe(200);
      expect(await storedHash(a.userId)).toBe(hashOfA);
      expect(await signInStatus(a.email, PASSWORD)).toBe(200);
      expect(await signInStatus(b.email, NEW_PASSWORD)).toBe(200);
      expect((await get(t, '/me', a.browser.headers())).res.status).toBe(200);
    });

    it('refuses a cookie-authenticated change from another site with 403 CSRF_REJECTED, and visitors with 401', async () => {
      const { userId, browser } = await account();
      const before = await storedHash(userId);
      const cookie = browser.headers().Cookie ?? '';
      for (const headers of <Record<string, string>[]>[
        { Cookie: cookie, 'Sec-Fetch-Site': 'cross-site' },
        { Cookie: cookie, 'Sec-Fetch-Site': 'same-site' },
        { Cookie: cookie, Origin: 'https://evil.example' },
        { Cookie: cookie },
      ]) {
        const { res, body } = await changePassword(headers);
        expect(res.status, JSON.stringify(headers)).toBe(403);
        expect(apiErrorSchema.parse(body).code).toBe('CSRF_REJECTED');
      }
      expect(await storedHash(userId)).toBe(before);
      expect((await changePassword({})).res.status).toBe(401);
    });

    it('logs the change and the failures as security events without passwords or tokens', async () => {
      const { userId, browser } = await account();
      const secrets = [PASSWORD, NEW_PASSWORD, 'a wrong guess', browser.get('audiora_access') ?? '-'];
      const from = lines.length;
      await changePassword(browser.headers(), { current_password: 'a wrong guess', new_password: NEW_PASSWORD });
      await changePassword(browser.headers());
      const written = lines.slice(from);
      const events = written.map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(events.find((e) => e.message === 'security.password_change.failure')).toMatchObject({
        level: 'warn',
        user_id: userId,
        reason: 'wrong-password',
      });
      expect(events.find((e) => e.message === 'security.password_change.success')).toMatchObject({
        level: 'info',
        user_id: userId,
        sessions_revoked: 0,
      });
      for (const event of events.filter((e) => String(e.message).startsWith('security.password_change')))
        expect(event.email_tag).toMatch(/^[0-9a-f]{16}$/);
      const everything = written.join('\n');
      for (const secret of secrets) expect(everything.includes(secret), secret).toBe(false);
    });
  });
}
