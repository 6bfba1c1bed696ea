import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meSchema } from '#contract/me.schema';
import { sessionCollectionSchema } from '#contract/session.schema';
import { DATABASE_TARGETS } from '#test/support/server/databases';
import { createTestApp, type TestApp } from '#test/support/server/test-server';
import {
  CookieJar,
  PASSWORD,
  command,
  fieldErrors,
  get,
  parseSetCookies,
  register,
  signIn,
  uniqueEmail,
} from '#test/support/server/account-flows';

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`DeleteAccount and RevokeOtherSessions on ${target.kind}`, () => {
    let t: TestApp;
    let counter = 0;
    /** Each account speaks from its own address, so the per-address limits of one never touch another. */
    const nextAddress = () => `10.8.${Math.floor(++counter / 250)}.${counter % 250}`;
    beforeAll(async () => {
      t = await createTestApp({}, { target });
    }, 60_000);
    afterAll(() => t?.close());

    /** A new account signed in on a laptop and a tablet (browsers, cookies), from its own address. */
    const account = async () => {
      const email = uniqueEmail('leaver');
      const address = nextAddress();
      const signedUp = await register(t, { email, device_id: 'laptop' }, { address });
      expect(signedUp.res.status).toBe(201);
      const laptop = new CookieJar().take(signedUp.res);
      const tablet = new CookieJar().take((await signIn(t, { email, device_id: 'tablet' }, { address })).res);
      return { email, address, userId: meSchema.parse(signedUp.body).id, laptop, tablet };
    };
    const rowsOf = async (userId: string) => ({
      users: (await t.database.db.selectFrom('users').select('id').where('id', '=', userId).execute()).length,
      sessions: (await t.database.db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute())
        .length,
      devices: (
        await t.database.db.selectFrom('associated_devices').select('user_id').where('user_id', '=', userId).execute()
      ).length,
    });

    it('deletes the account with its password: its sessions end, the cookies go, and its address signs in no more', async () => {
      const { email, userId, laptop, tablet } = await account();
      const stranger = await account();
      const { res, body } = await command(t, 'DeleteAccount', { password: PASSWORD }, { headers: laptop.headers() });
      expect(res.status, JSON.stringify(body)).toBe(200);
      expect(body).toEqual({ account_deleted: true });
      expect([...parseSetCookies(res).values()].some((cookie) => cookie.attributes['max-age'] === '0')).toBe(true);
      expect(await rowsOf(userId)).toEqual({ users: 0, sessions: 0, devices: 0 });
      expect((await get(t, '/me', laptop.headers())).res.status).toBe(401);
      expect((await get(t, '/me', tablet.headers())).res.status).toBe(401);
      expect((await signIn(t, { email }, { address: nextAddress() })).res.status).toBe(401);
      // The address is free for a new account, and another account is untouched.
      expect((await register(t, { email }, { address: nextAddress() })).res.status).toBe(201);
      expect((await get(t, '/me', stranger.laptop.headers())).res.status).toBe(200);
    });

    it('refuses a wrong password with 422 password/INVALID and keeps everything', async () => {
      const { email, userId, laptop } = await account();
      const before = await rowsOf(userId);
      for (const password of ['not my password', '']) {
        const { res, body } = await command(t, 'DeleteAccount', { password }, { headers: laptop.headers() });
        expect(res.status, password).toBe(422);
        expect(fieldErrors(body)).toEqual([{ property: 'password', code: 'INVALID' }]);
      }
      expect(await rowsOf(userId)).toEqual(before);
      expect((await get(t, '/me', laptop.headers())).res.status).toBe(200);
      expect((await signIn(t, { email }, { address: nextAddress() })).res.status).toBe(200);
    });

    it('answers a visitor 401 and deletes nothing', async () => {
      expect((await command(t, 'DeleteAccount', { password: PASSWORD })).res.status).toBe(401);
    });

    it("signs out everywhere else: the account's other sessions end, the one asking stays", async () => {
      const { laptop, tablet } = await account();
      const stranger = await account();
      const { res, body } = await command(t, 'RevokeOtherSessions', {}, { headers: laptop.headers() });
      expect(res.status, JSON.stringify(body)).toBe(200);
      expect(body).toEqual({ sessions_revoked: 1 });
      expect((await get(t, '/me', tablet.headers())).res.status).toBe(401);
      const sessions = sessionCollectionSchema.parse((await get(t, '/me/sessions', laptop.headers())).body);
      expect(sessions._embedded['app:session'].map((s) => [s.device_id, s.current])).toEqual([['laptop', true]]);
      expect((await get(t, '/me', stranger.tablet.headers())).res.status).toBe(200);
      expect((await command(t, 'RevokeOtherSessions', {}, { headers: laptop.headers() })).body).toEqual({
        sessions_revoked: 0,
      });
    });

    it('lists both commands in the OpenAPI document', async () => {
      const document = JSON.stringify((await get(t, '/openapi.json')).body);
      expect(document).toContain('DeleteAccount');
      expect(document).toContain('RevokeOtherSessions');
    });
  });
}
