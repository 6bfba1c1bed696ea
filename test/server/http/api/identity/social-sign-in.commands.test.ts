import { generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#contract/api-error.schema';
import { tokenResponseSchema } from '#contract/auth.schema';
import { deviceCollectionSchema } from '#contract/device.schema';
import { meSchema } from '#contract/me.schema';
import { socialSignInUserSchema } from '#contract/social-sign-in.schema';
import { KyselySessionStore } from '#server/accounts/session/kysely-session-store';
import { createSignedInUser } from '#test/support/server/accounts';
import { DATABASE_TARGETS } from '#test/support/server/databases';
import { createTestApp, type TestApp } from '#test/support/server/test-server';
import { CookieJar, command, get, register, signIn as passwordSignIn } from '#test/support/server/account-flows';
import { catalogIdOf, commandFrom, devIdToken, ManualClock, setCookies } from '#test/support/server/identity-test-kit';
import { waitForLink } from '#test/support/server/identity/mailed-links';

const COMMAND = { google: 'SignInWithGoogleForWeb', apple: 'SignInWithAppleForWeb' } as const;
const DEVICE_ID = 'b8f1d6a2-8d3c-4b8e-9a57-0d7c3f1e2a10';
const ATTACKER_PASSWORD = 'the attacker knows this one';

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`Google and Apple sign-in (${target.kind})`, () => {
    let testApp: TestApp;
    const clock = new ManualClock(new Date('2026-11-22T10:00:00.000Z'));
    let counter = 0;
    const nextAddress = () => `10.1.0.${++counter}`;
    const freshEmail = (label: string) => `${label}-${++counter}-${target.kind}@example.test`;

    beforeAll(async () => {
      testApp = await createTestApp({ now: clock.now }, { target });
    }, 60_000);
    afterAll(() => testApp?.close());

    const signIn = (
      provider: 'google' | 'apple',
      idToken: unknown,
      extra: Record<string, unknown> = {},
      address = nextAddress(),
    ) =>
      commandFrom(testApp, address, COMMAND[provider], {
        id_token: idToken,
        terms_of_service: true,
        marketing_consent: false,
        catalog_id: catalogIdOf('pl'),
        device_id: DEVICE_ID,
        ...extra,
      });
    const sessions = () => new KyselySessionStore({ db: testApp.database.db });

    it('creates an account on the first sign-in (201), signs in with cookies, and answers 200 afterwards', async () => {
      const email = freshEmail('new');
      const first = await signIn('google', await devIdToken(testApp, 'google', email), { marketing_consent: true });
      expect(first.res.status).toBe(201);
      const user = socialSignInUserSchema.parse(first.body);
      expect(user).toMatchObject({ email, created: true, has_club: false, marketing_consent: true, newsletter: false });
      expect(user.created_at).toBe('2026-11-22T10:00:00+00:00');

      const cookies = setCookies(first.res);
      expect(cookies.get('audiora_access')).toMatch(/HttpOnly/);
      expect(cookies.get('audiora_access')).toMatch(/SameSite=Lax/);
      expect(cookies.get('audiora_access')).toMatch(/Max-Age=3600/);
      expect(cookies.get('audiora_refresh')).toMatch(/SameSite=Strict/);
      expect(cookies.get('audiora_refresh')).toMatch(/HttpOnly/);
      expect(cookies.get('loggedIn')).toMatch(/^loggedIn=true;/);
      expect(cookies.get('loggedIn')).not.toMatch(/HttpOnly/);
      const access = /^audiora_access=([^;]+)/.exec(cookies.get('audiora_access') ?? '')?.[1] ?? '';
      expect(await sessions().authenticate(access, 'cookie', clock.now())).toMatchObject({ userId: user.id });

      const row = await testApp.database.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(row.password_hash).toBeNull();
      expect(row.catalog_id).toBe(catalogIdOf('pl'));
      const device = await testApp.database.db
        .selectFrom('associated_devices')
        .selectAll()
        .where('user_id', '=', user.id)
        .execute();
      expect(device.map((d) => d.device_id)).toEqual(['b8f1d6a2-8d3c-4b8e-9a57-0d7c3f1e2a10']);

      const again = await signIn('google', await devIdToken(testApp, 'google', email));
      expect(again.res.status).toBe(200);
      expect(socialSignInUserSchema.parse(again.body)).toMatchObject({ id: user.id, created: false });
      const links = await testApp.database.db
        .selectFrom('social_identities')
        .selectAll()
        .where('user_id', '=', user.id)
        .execute();
      expect(links).toHaveLength(1);
      expect(links[0]?.provider).toBe('google');
    });

    it('links a verified address to the existing account with that e-mail (200), not to anyone else', async () => {
      const owner = await createSignedInUser(testApp, { now: clock.now(), email: freshEmail('owner') });
      const bystander = await createSignedInUser(testApp, { now: clock.now(), email: freshEmail('bystander') });
      const { res, body } = await signIn('apple', await devIdToken(testApp, 'apple', owner.email.toUpperCase()));
      expect(res.status).toBe(200);
      expect(socialSignInUserSchema.parse(body)).toMatchObject({
        id: owner.userId,
        email: owner.email,
        created: false,
      });
      const link = await testApp.database.db
        .selectFrom('social_identities')
        .selectAll()
        .where('provider', '=', 'apple')
        .where('user_id', 'in', [owner.userId, bystander.userId])
        .execute();
      expect(link.map((l) => l.user_id)).toEqual([owner.userId]);
    });

    it('answers the account exactly as GET /me shows it, with the playback limit, plus created', async () => {
      const { res, body } = await signIn('google', await devIdToken(testApp, 'google', freshEmail('me-body')));
      expect(res.status).toBe(201);
      const { created, ...account } = socialSignInUserSchema.parse(body);
      expect(created).toBe(true);
      const me = await get(testApp, '/me', new CookieJar().take(res).headers());
      expect(me.res.status).toBe(200);
      expect(account).toEqual(meSchema.parse(me.body));
      expect(account._embedded['app:playback-limit']).toEqual([
        expect.objectContaining({ limit_hours: 30, used_seconds: 0 }),
      ]);
    });

    it('takes an account whose address was never proved back from whoever registered it: sessions end, the password goes', async () => {
      const email = freshEmail('victim');
      const registered = await register(testApp, { email, password: ATTACKER_PASSWORD });
      expect(registered.res.status).toBe(201);
      const attackerBrowser = new CookieJar().take(registered.res);
      const script = await passwordSignIn(
        testApp,
        { email, password: ATTACKER_PASSWORD, device_id: 'attacker-script' },
        { headers: { 'X-Auth-Mode': 'token' } },
      );
      const attackerTokens = tokenResponseSchema.parse(script.body);
      expect((await get(testApp, '/me', attackerBrowser.headers())).res.status).toBe(200);

      const owner = await signIn('google', await devIdToken(testApp, 'google', email));
      expect(owner.res.status).toBe(200);
      const { id } = socialSignInUserSchema.parse(owner.body);
      expect(socialSignInUserSchema.parse(owner.body)).toMatchObject({ email, created: false });

      expect((await get(testApp, '/me', attackerBrowser.headers())).res.status).toBe(401);
      expect((await get(testApp, '/me', { Authorization: `Bearer ${attackerTokens.access_token}` })).res.status).toBe(
        401,
      );
      const refresh = await command(testApp, 'RefreshTokenForWeb', {
        device_id: 'attacker-script',
        refresh_token: attackerTokens.refresh_token,
      });
      expect(refresh.res.status).toBe(401);
      expect((await passwordSignIn(testApp, { email, password: ATTACKER_PASSWORD })).res.status).toBe(401);

      expect((await get(testApp, '/me', new CookieJar().take(owner.res).headers())).res.status).toBe(200);
      const row = await testApp.database.db
        .selectFrom('users')
        .select(['password_hash', 'email_verified_at'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ password_hash: null, email_verified_at: clock.now().toISOString() });
      const revoked = await testApp.database.db
        .selectFrom('sessions')
        .select('revoked_reason')
        .where('user_id', '=', id)
        .where('revoked_at', 'is not', null)
        .execute();
      expect(revoked.map((r) => r.revoked_reason)).toEqual([
        'unverified-account-claimed',
        'unverified-account-claimed',
      ]);
    });

    it('links without taking anything back when the owner proved the address by a password reset', async () => {
      const email = freshEmail('proved');
      expect((await register(testApp, { email, password: ATTACKER_PASSWORD })).res.status).toBe(201);
      const requested = await commandFrom(testApp, nextAddress(), 'RequestPasswordReset', {
        email,
        catalog_id: catalogIdOf('pl'),
      });
      expect(requested.res.status).toBe(202);
      // The sign-up's verification mail goes to the same address: the reset link is the one to follow.
      const resetToken = await waitForLink(testApp, email, 'reset');
      const newPassword = 'a password only the owner knows';
      const reset = await commandFrom(testApp, nextAddress(), 'ResetPassword', {
        token: resetToken,
        password: newPassword,
      });
      expect(reset.res.status).toBe(200);
      const browser = new CookieJar().take((await passwordSignIn(testApp, { email, password: newPassword })).res);

      expect((await signIn('apple', await devIdToken(testApp, 'apple', email))).res.status).toBe(200);
      expect((await get(testApp, '/me', browser.headers())).res.status).toBe(200);
      expect((await passwordSignIn(testApp, { email, password: newPassword })).res.status).toBe(200);
    });

    it('links a second provider to an account the first one made without ending its sessions', async () => {
      const email = freshEmail('two-providers');
      const viaGoogle = await signIn('google', await devIdToken(testApp, 'google', email));
      expect(viaGoogle.res.status).toBe(201);
      const googleBrowser = new CookieJar().take(viaGoogle.res);
      const viaApple = await signIn('apple', await devIdToken(testApp, 'apple', email));
      expect(viaApple.res.status).toBe(200);
      expect((await get(testApp, '/me', googleBrowser.headers())).res.status).toBe(200);
    });

    it('associates a removed device again when it signs in again', async () => {
      const email = freshEmail('device-back');
      const first = new CookieJar().take((await signIn('google', await devIdToken(testApp, 'google', email))).res);
      const phone = await signIn('google', await devIdToken(testApp, 'google', email), { device_id: 'phone' });
      const phoneBrowser = new CookieJar().take(phone.res);
      const removed = await command(
        testApp,
        'RemoveAssociatedDevice',
        { device_id: 'phone' },
        {
          headers: first.headers(),
        },
      );
      expect(removed.res.status).toBe(200);
      const devices = async () =>
        deviceCollectionSchema
          .parse((await get(testApp, '/me/associated-devices', first.headers())).body)
          ._embedded['app:device'].map((d) => d.device_id)
          .sort();
      expect(await devices()).toEqual([DEVICE_ID]);
      expect((await get(testApp, '/me', phoneBrowser.headers())).res.status).toBe(401);

      await signIn('google', await devIdToken(testApp, 'google', email), { device_id: 'phone' });
      expect(await devices()).toEqual([DEVICE_ID, 'phone'].sort());
    });

    it('accepts Apple tokens, whose email_verified is the string "true"', async () => {
      const { res, body } = await signIn('apple', await devIdToken(testApp, 'apple', freshEmail('apple')));
      expect(res.status).toBe(201);
      expect(socialSignInUserSchema.parse(body).created).toBe(true);
    });

    it('makes no account without the terms of service (422 terms_of_service/REQUIRED)', async () => {
      const email = freshEmail('no-terms');
      const { res, body } = await signIn('google', await devIdToken(testApp, 'google', email), {
        terms_of_service: false,
      });
      expect(res.status).toBe(422);
      expect(apiErrorSchema.parse(body).errors).toEqual([{ property: 'terms_of_service', code: 'REQUIRED' }]);
      const rows = await testApp.database.db.selectFrom('users').select('id').where('email', '=', email).execute();
      expect(rows).toEqual([]);
    });

    it('refuses a token signed with another key, even with the right kid and claims (401 INVALID_ID_TOKEN)', async () => {
      const genuine = await devIdToken(testApp, 'google', freshEmail('forged'));
      const [headerPart, payloadPart] = genuine.split('.');
      const header = JSON.parse(Buffer.from(headerPart ?? '', 'base64url').toString()) as { kid: string };
      const claims = JSON.parse(Buffer.from(payloadPart ?? '', 'base64url').toString()) as Record<string, unknown>;
      const { privateKey } = await generateKeyPair('RS256');
      const forged = await new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: header.kid }).sign(privateKey);
      const { res, body } = await signIn('google', forged);
      expect(res.status).toBe(401);
      expect(apiErrorSchema.parse(body).code).toBe('INVALID_ID_TOKEN');
      expect(res.headers.getSetCookie()).toEqual([]);
    });

    it('refuses a token whose payload was changed after signing', async () => {
      const genuine = await devIdToken(testApp, 'google', freshEmail('tampered'));
      const [h, p, s] = genuine.split('.');
      const claims = JSON.parse(Buffer.from(p ?? '', 'base64url').toString()) as Record<string, unknown>;
      const changed = Buffer.from(JSON.stringify({ ...claims, email: 'victim@example.test' })).toString('base64url');
      expect((await signIn('google', `${h}.${changed}.${s}`)).res.status).toBe(401);
    });

    it('refuses a token after its ten minutes', async () => {
      const token = await devIdToken(testApp, 'google', freshEmail('expired'));
      const start = clock.current;
      try {
        clock.advance(10 * 60 * 1000 + 1000);
        const { res, body } = await signIn('google', token);
        expect(res.status).toBe(401);
        expect(apiErrorSchema.parse(body).code).toBe('INVALID_ID_TOKEN');
      } finally {
        clock.current = start;
      }
    });

    it("refuses one provider's token at the other's command (wrong issuer and audience)", async () => {
      const googleToken = await devIdToken(testApp, 'google', freshEmail('crossed'));
      expect((await signIn('apple', googleToken)).res.status).toBe(401);
    });

    it.each(['not a token', 'a.b.c', 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.'])(
      'refuses the garbage id_token %j with 401',
      async (token) => {
        const { res, body } = await signIn('google', token);
        expect(res.status).toBe(401);
        expect(apiErrorSchema.parse(body).code).toBe('INVALID_ID_TOKEN');
      },
    );

    it('answers 422 when id_token is missing or fields are invalid', async () => {
      const missing = await signIn('google', undefined);
      expect(missing.res.status).toBe(422);
      expect(apiErrorSchema.parse(missing.body).errors).toEqual([{ property: 'id_token', code: 'REQUIRED' }]);
      const token = await devIdToken(testApp, 'google', freshEmail('fields'));
      const foreign = await signIn('google', token, { catalog_id: catalogIdOf('de') });
      expect(foreign.res.status).toBe(422);
      expect(apiErrorSchema.parse(foreign.body).errors).toEqual([{ property: 'catalog_id', code: 'INVALID' }]);
      expect((await signIn('google', token, { device_id: 'bad id with spaces' })).res.status).toBe(422);
    });

    it('limits failed attempts per network address with 429 and Retry-After', async () => {
      const address = nextAddress();
      for (let i = 0; i < 10; i += 1) expect((await signIn('google', 'a.b.c', {}, address)).res.status).toBe(401);
      const token = await devIdToken(testApp, 'google', freshEmail('throttled'));
      const refused = await signIn('google', token, {}, address);
      expect(refused.res.status).toBe(429);
      expect(Number(refused.res.headers.get('Retry-After'))).toBeGreaterThan(0);
      expect((await signIn('google', token, {}, nextAddress())).res.status).toBe(201);
    });
  });
}
