import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { refreshedSchema, tokenResponseSchema } from '#contract/auth.schema';
import { REFRESH_TOKEN_TTL_MS } from '#server/accounts/session/session-store.port';
import { DATABASE_TARGETS } from '#test/support/server/databases';
import {
  CookieJar,
  command,
  get,
  parseSetCookies,
  registeredAccountSuite,
  signIn,
} from '#test/support/server/account-flows';

const START = new Date('2026-11-22T10:00:00Z');

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`RefreshTokenForWeb and LogoutForWeb on ${target.kind}`, () => {
    const { t, clock, email } = registeredAccountSuite(target, START);

    const browserSignIn = async (deviceId = randomUUID()) => {
      const { res } = await signIn(t(), { email: email(), device_id: deviceId });
      expect(res.status).toBe(200);
      return { jar: new CookieJar().take(res), deviceId };
    };
    const refresh = (jar: CookieJar, deviceId: string) =>
      command(t(), 'RefreshTokenForWeb', { device_id: deviceId }, { headers: jar.headers() });

    it('rotates both tokens from the cookie within the same session', async () => {
      const { jar, deviceId } = await browserSignIn();
      const before = { access: jar.get('audiora_access'), refresh: jar.get('audiora_refresh') };
      const sessionsBefore = (await get(t(), '/me/sessions', jar.headers())).body;
      const { res, body } = await refresh(jar, deviceId);
      expect(res.status).toBe(200);
      expect(refreshedSchema.parse(body).expires_in).toBe(3600);
      jar.take(res);
      expect(jar.get('audiora_access')).not.toBe(before.access);
      expect(jar.get('audiora_refresh')).not.toBe(before.refresh);
      expect(parseSetCookies(res).get('audiora_refresh')?.attributes.samesite).toBe('Strict');
      const sessionsAfter = (await get(t(), '/me/sessions', jar.headers())).body;
      expect(ids(sessionsAfter)).toEqual(ids(sessionsBefore));
    });

    it('revokes the whole session when a spent refresh token comes back, and the access tokens then fail', async () => {
      const { jar, deviceId } = await browserSignIn();
      const stolen = new CookieJar().take(new Response(null, { headers: cookieHeaders(jar) }));
      const rotated = await refresh(jar, deviceId);
      expect(rotated.res.status).toBe(200);
      jar.take(rotated.res);

      const replay = await refresh(stolen, deviceId);
      expect(replay.res.status).toBe(401);
      expect(replay.body).toMatchObject({ message: 'Bad credentials' });
      expect(parseSetCookies(replay.res).get('loggedIn')?.attributes['max-age']).toBe('0');
      expect((await get(t(), '/me', jar.headers())).res.status).toBe(401);
      expect((await get(t(), '/me', stolen.headers())).res.status).toBe(401);
      expect((await refresh(jar, deviceId)).res.status).toBe(401);
    });

    it('refuses a refresh for another device, an expired token and a request without one', async () => {
      const { jar, deviceId } = await browserSignIn();
      expect((await refresh(jar, 'some-other-device')).res.status).toBe(401);
      // The refusal above did not spend the token.
      const ok = await refresh(jar, deviceId);
      expect(ok.res.status).toBe(200);
      jar.take(ok.res);
      clock.now = new Date(clock.now.getTime() + REFRESH_TOKEN_TTL_MS);
      expect((await refresh(jar, deviceId)).res.status).toBe(401);
      expect((await command(t(), 'RefreshTokenForWeb', { device_id: deviceId })).res.status).toBe(401);
      clock.now = START;
    });

    it("rotates a script's refresh token given in the body and answers the tokens", async () => {
      const deviceId = randomUUID();
      const signedIn = await signIn(
        t(),
        { email: email(), device_id: deviceId },
        { headers: { 'X-Auth-Mode': 'token' } },
      );
      const tokens = tokenResponseSchema.parse(signedIn.body);
      const { res, body } = await command(t(), 'RefreshTokenForWeb', {
        device_id: deviceId,
        refresh_token: tokens.refresh_token,
      });
      expect(res.status).toBe(200);
      expect(res.headers.getSetCookie()).toEqual([]);
      const next = tokenResponseSchema.parse(body);
      expect((await get(t(), '/me', { Authorization: `Bearer ${next.access_token}` })).res.status).toBe(200);
      const reuse = await command(t(), 'RefreshTokenForWeb', {
        device_id: deviceId,
        refresh_token: tokens.refresh_token,
      });
      expect(reuse.res.status).toBe(401);
      expect((await get(t(), '/me', { Authorization: `Bearer ${next.access_token}` })).res.status).toBe(401);
    });

    it('logs out: revokes the session server-side and clears the three cookies', async () => {
      const { jar } = await browserSignIn();
      const stale = jar.headers();
      const { res, body } = await command(t(), 'LogoutForWeb', { catalog_id: 'any' }, { headers: jar.headers() });
      expect(res.status).toBe(200);
      expect(body).toEqual({ ok: true });
      const cleared = parseSetCookies(res);
      expect([...cleared.keys()].sort()).toEqual(['audiora_access', 'audiora_refresh', 'loggedIn']);
      for (const cookie of cleared.values()) expect(cookie.attributes['max-age'], cookie.name).toBe('0');
      expect((await get(t(), '/me', stale)).res.status).toBe(401);
    });

    it('logs out with only the refresh cookie left, and again when already signed out', async () => {
      const { jar, deviceId } = await browserSignIn();
      const onlyRefresh = { Cookie: `audiora_refresh=${jar.get('audiora_refresh')}`, 'Sec-Fetch-Site': 'same-origin' };
      expect((await command(t(), 'LogoutForWeb', { catalog_id: 'x' }, { headers: onlyRefresh })).res.status).toBe(200);
      expect((await refresh(jar, deviceId)).res.status).toBe(401);
      expect((await get(t(), '/me', jar.headers())).res.status).toBe(401);
      expect((await command(t(), 'LogoutForWeb', { catalog_id: 'x' }, { headers: onlyRefresh })).res.status).toBe(200);
      expect((await command(t(), 'LogoutForWeb', {})).res.status).toBe(200);
    });

    it('logs a script out by its bearer token', async () => {
      const signedIn = await signIn(t(), { email: email() }, { headers: { 'X-Auth-Mode': 'token' } });
      const bearer = { Authorization: `Bearer ${tokenResponseSchema.parse(signedIn.body).access_token}` };
      expect((await command(t(), 'LogoutForWeb', {}, { headers: bearer })).res.status).toBe(200);
      expect((await get(t(), '/me', bearer)).res.status).toBe(401);
    });
  });
}

const ids = (body: unknown) =>
  (body as { _embedded: { 'app:session': { id: string }[] } })._embedded['app:session'].map((s) => s.id).sort();

/** The jar's cookies as Set-Cookie headers, to copy a browser's state at one moment. */
const cookieHeaders = (jar: CookieJar) => {
  const headers = new Headers();
  for (const name of ['audiora_access', 'audiora_refresh', 'loggedIn'])
    headers.append('Set-Cookie', `${name}=${jar.get(name) ?? ''}; Path=/`);
  return headers;
};
