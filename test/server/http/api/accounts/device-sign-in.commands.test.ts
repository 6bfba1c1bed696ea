import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenResponseSchema } from '#contract/auth.schema';
import { deviceSignInStartedSchema, pendingDeviceSignInSchema } from '#contract/device-sign-in.schema';
import { deviceCollectionSchema } from '#contract/device.schema';
import { meSchema } from '#contract/me.schema';
import { sessionCollectionSchema } from '#contract/session.schema';
import { WRONG_USER_CODE_LIMIT } from '#server/accounts/device-sign-in/device-sign-in-limits';
import { DATABASE_TARGETS } from '#test/support/server/databases';
import { eventsOf, recordingLogger } from '#test/support/server/recording-logger';
import { createTestApp, type TestApp } from '#test/support/server/test-server';
import {
  CookieJar,
  command,
  fieldErrors,
  get,
  PL_CATALOG,
  register,
  uniqueEmail,
} from '#test/support/server/account-flows';

const START = new Date('2026-11-27T10:00:00Z');
const CLI = { 'User-Agent': 'audiora-cli/1.0 (linux)' };

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`device sign-in on ${target.kind}`, () => {
    let t: TestApp;
    let clock = START;
    let counter = 0;
    const logger = recordingLogger();
    /** Each test speaks from its own addresses, so the per-address limits of one never touch another. */
    const nextAddress = () => `10.7.${Math.floor(++counter / 250)}.${counter % 250}`;
    beforeAll(async () => {
      t = await createTestApp({ now: () => clock, logger }, { target });
    }, 60_000);
    afterAll(() => t?.close());
    const wait = (seconds: number) => {
      clock = new Date(clock.getTime() + seconds * 1000);
    };

    /** A new account signed in by its sign-up in a browser (cookies). */
    const browser = async () => {
      const signedUp = await register(
        t,
        { email: uniqueEmail('approver'), device_id: 'laptop' },
        { address: nextAddress() },
      );
      expect(signedUp.res.status).toBe(201);
      return { userId: meSchema.parse(signedUp.body).id, jar: new CookieJar().take(signedUp.res) };
    };
    const start = async (deviceId = 'cli-device', address = nextAddress()) => {
      const { res, body } = await command(
        t,
        'StartDeviceSignIn',
        { device_id: deviceId, catalog_id: PL_CATALOG, client_name: 'Audiora command line on linux' },
        { headers: CLI, address },
      );
      expect(res.status, JSON.stringify(body)).toBe(200);
      return deviceSignInStartedSchema.parse(body);
    };
    const poll = (deviceCode: string, deviceId = 'cli-device') =>
      command(t, 'PollDeviceSignIn', { device_code: deviceCode, device_id: deviceId }, { headers: CLI });
    const decide = (headers: Record<string, string>, userCode: string, approve = true) =>
      command(t, 'ApproveDeviceSignIn', { user_code: userCode, approve }, { headers });
    const codeOf = (body: unknown) => (body as { code?: string }).code;

    it('signs the command line in: start, pending, confirmed by a signed-in browser, then its own tokens once', async () => {
      const approver = await browser();
      const started = await start();
      expect(started).toMatchObject({
        user_code: expect.stringMatching(/^[A-Z]{4}-[A-Z]{4}$/) as string,
        verification_uri: 'http://localhost/pl/urzadzenie',
        expires_in: 600,
        interval: 5,
      });
      expect(started.verification_uri_complete).toBe(`http://localhost/pl/urzadzenie?code=${started.user_code}`);

      const pending = await poll(started.device_code);
      expect([pending.res.status, codeOf(pending.body), pending.res.headers.get('Retry-After')]).toEqual([
        400,
        'AUTHORIZATION_PENDING',
        '5',
      ]);
      expect(pending.res.headers.get('Cache-Control')).toBe('no-store');
      const tooSoon = await poll(started.device_code);
      expect([tooSoon.res.status, codeOf(tooSoon.body), tooSoon.res.headers.get('Retry-After')]).toEqual([
        400,
        'SLOW_DOWN',
        '10',
      ]);

      const shown = await get(t, `/device-sign-ins/${started.user_code.toLowerCase()}`, approver.jar.headers());
      expect(shown.res.status).toBe(200);
      expect(shown.res.headers.get('Cache-Control')).toBe('private, no-store');
      expect(pendingDeviceSignInSchema.parse(shown.body)).toEqual({
        user_code: started.user_code,
        client_name: 'Audiora command line on linux',
        expires_at: new Date(START.getTime() + 600_000).toISOString(),
      });
      expect((await get(t, `/device-sign-ins/${started.user_code}`)).res.status).toBe(401);

      // A page on another site cannot approve with the browser's cookies.
      const cookie = { Cookie: approver.jar.headers().Cookie ?? '' };
      const crossSite = await decide({ ...cookie, 'Sec-Fetch-Site': 'cross-site' }, started.user_code);
      expect([crossSite.res.status, codeOf(crossSite.body)]).toEqual([403, 'CSRF_REJECTED']);
      const foreignOrigin = await decide({ ...cookie, Origin: 'https://evil.example' }, started.user_code);
      expect([foreignOrigin.res.status, codeOf(foreignOrigin.body)]).toEqual([403, 'CSRF_REJECTED']);
      const noOrigin = await decide(cookie, started.user_code);
      expect([noOrigin.res.status, codeOf(noOrigin.body)]).toEqual([403, 'CSRF_REJECTED']);
      expect((await decide({}, started.user_code)).res.status).toBe(401);
      wait(10);
      expect(codeOf((await poll(started.device_code)).body)).toBe('AUTHORIZATION_PENDING');

      const approved = await decide(approver.jar.headers(), started.user_code);
      expect([approved.res.status, approved.body]).toEqual([200, { approved: true }]);

      wait(10);
      const redeemed = await poll(started.device_code);
      expect(redeemed.res.status, JSON.stringify(redeemed.body)).toBe(200);
      const tokens = tokenResponseSchema.parse(redeemed.body);
      expect(redeemed.res.headers.getSetCookie()).toEqual([]);
      const me = await get(t, '/me', { Authorization: `Bearer ${tokens.access_token}` });
      expect(me.res.status).toBe(200);
      expect(meSchema.parse(me.body).id).toBe(approver.userId);
      const sessions = sessionCollectionSchema.parse(
        (await get(t, '/me/sessions', { Authorization: `Bearer ${tokens.access_token}` })).body,
      );
      expect(sessions._embedded['app:session'].find((s) => s.current)).toMatchObject({
        device_id: 'cli-device',
        user_agent: 'audiora-cli/1.0 (linux)',
      });
      const devices = deviceCollectionSchema.parse(
        (await get(t, '/me/associated-devices', { Authorization: `Bearer ${tokens.access_token}` })).body,
      );
      expect(devices._embedded['app:device'].find((d) => d.device_id === 'cli-device')?.name).toBe(
        'Audiora command line on linux',
      );

      wait(10);
      const again = await poll(started.device_code);
      expect([again.res.status, codeOf(again.body)]).toEqual([410, 'EXPIRED_TOKEN']);
      const stored = await t.database.db.selectFrom('device_sign_ins').selectAll().execute();
      expect(JSON.stringify(stored)).not.toContain(started.device_code);
      expect(eventsOf(logger, 'security.device_sign_in.approved')).toContainEqual(
        expect.objectContaining({ user_id: approver.userId }),
      );
      expect(eventsOf(logger, 'security.device_sign_in.redeemed')).toContainEqual(
        expect.objectContaining({ user_id: approver.userId, device_id: 'cli-device' }),
      );
      const logged = JSON.stringify(logger.lines);
      for (const secret of [started.device_code, tokens.access_token, tokens.refresh_token])
        expect(logged).not.toContain(secret);
    });

    it('answers a refused sign-in ACCESS_DENIED, and one left alone EXPIRED_TOKEN after ten minutes', async () => {
      const approver = await browser();
      const refused = await start();
      const denied = await decide(approver.jar.headers(), refused.user_code, false);
      expect([denied.res.status, denied.body]).toEqual([200, { approved: false }]);
      const answer = await poll(refused.device_code);
      expect([answer.res.status, codeOf(answer.body)]).toEqual([403, 'ACCESS_DENIED']);

      const forgotten = await start();
      wait(600);
      const expired = await poll(forgotten.device_code);
      expect([expired.res.status, codeOf(expired.body)]).toEqual([410, 'EXPIRED_TOKEN']);
      const late = await decide(approver.jar.headers(), forgotten.user_code);
      expect([late.res.status, codeOf(late.body)]).toEqual([404, 'NOT_FOUND']);
    });

    it('answers tokens to one of several polls at once on an approved code, EXPIRED_TOKEN to the others', async () => {
      const approver = await browser();
      const started = await start();
      expect((await decide(approver.jar.headers(), started.user_code)).res.status).toBe(200);
      const answers = await Promise.all(Array.from({ length: 4 }, () => poll(started.device_code)));
      expect(answers.map((a) => a.res.status).sort()).toEqual([200, 410, 410, 410]);
      const sessions = await t.database.db
        .selectFrom('sessions')
        .select('id')
        .where('user_id', '=', approver.userId)
        .where('device_id', '=', 'cli-device')
        .execute();
      expect(sessions).toHaveLength(1);
    });

    it('gives nothing to another device polling with the code, and tokens to its own', async () => {
      const approver = await browser();
      const started = await start('cli-own');
      expect((await decide(approver.jar.headers(), started.user_code)).res.status).toBe(200);
      const stranger = await poll(started.device_code, 'cli-stranger');
      expect([stranger.res.status, codeOf(stranger.body)]).toEqual([410, 'EXPIRED_TOKEN']);
      expect((await poll(started.device_code, 'cli-own')).res.status).toBe(200);
    });

    it('refuses an account a handful of wrong codes an hour with 429', async () => {
      const guesser = await browser();
      const started = await start();
      for (let i = 0; i < WRONG_USER_CODE_LIMIT.limit; i += 1) {
        const wrong =
          i % 2
            ? await get(t, '/device-sign-ins/CCCC-DDDD', guesser.jar.headers())
            : await decide(guesser.jar.headers(), 'CCCC-DDDD');
        expect([wrong.res.status, codeOf(wrong.body)]).toEqual([404, 'NOT_FOUND']);
      }
      const refused = await decide(guesser.jar.headers(), started.user_code);
      expect([refused.res.status, codeOf(refused.body)]).toEqual([429, 'TOO_MANY_ATTEMPTS']);
      expect(Number(refused.res.headers.get('Retry-After'))).toBeGreaterThan(0);
      expect((await get(t, `/device-sign-ins/${started.user_code}`, guesser.jar.headers())).res.status).toBe(429);
      // The code itself is untouched, for its owner.
      const owner = await browser();
      expect((await decide(owner.jar.headers(), started.user_code)).res.status).toBe(200);
    });

    it('limits the sign-ins started from one address', async () => {
      const address = nextAddress();
      const fields = { device_id: 'cli-device', catalog_id: PL_CATALOG };
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1)
        statuses.push((await command(t, 'StartDeviceSignIn', fields, { headers: CLI, address })).res.status);
      expect(statuses).toEqual([...Array<number>(10).fill(200), 429]);
    });

    it('answers bad bodies with 422 field errors, and a malformed code in the path with 404', async () => {
      const approver = await browser();
      const noDevice = await command(t, 'StartDeviceSignIn', { catalog_id: PL_CATALOG }, { address: nextAddress() });
      expect([noDevice.res.status, fieldErrors(noDevice.body)]).toEqual([
        422,
        [{ property: 'device_id', code: 'REQUIRED' }],
      ]);
      const blankName = await command(
        t,
        'StartDeviceSignIn',
        { device_id: 'cli-device', catalog_id: 'no-such-catalogue', client_name: '' },
        { address: nextAddress() },
      );
      expect([blankName.res.status, fieldErrors(blankName.body)]).toEqual([
        422,
        [{ property: 'client_name', code: 'INVALID' }],
      ]);
      const wrongCatalogue = await command(
        t,
        'StartDeviceSignIn',
        { device_id: 'cli-device', catalog_id: 'no-such-catalogue' },
        { address: nextAddress() },
      );
      expect([wrongCatalogue.res.status, fieldErrors(wrongCatalogue.body)]).toEqual([
        422,
        [{ property: 'catalog_id', code: 'INVALID' }],
      ]);
      const shortCode = await command(t, 'PollDeviceSignIn', { device_code: 'short', device_id: 'cli-device' });
      expect([shortCode.res.status, fieldErrors(shortCode.body)]).toEqual([
        422,
        [{ property: 'device_code', code: 'INVALID' }],
      ]);
      const vowels = await decide(approver.jar.headers(), 'AEIO-UAEI');
      expect([vowels.res.status, fieldErrors(vowels.body)]).toEqual([
        422,
        [{ property: 'user_code', code: 'INVALID' }],
      ]);
      const undecided = await command(
        t,
        'ApproveDeviceSignIn',
        { user_code: 'BDFG-HJKM' },
        { headers: approver.jar.headers() },
      );
      expect([undecided.res.status, fieldErrors(undecided.body)]).toEqual([
        422,
        [{ property: 'approve', code: 'REQUIRED' }],
      ]);
      expect((await get(t, '/device-sign-ins/AEIO-UAEI', approver.jar.headers())).res.status).toBe(404);
    });
  });
}
