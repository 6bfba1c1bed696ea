import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { tokenResponseSchema } from '#contract/auth.schema';
import { deviceCollectionSchema } from '#contract/device.schema';
import { sessionCollectionSchema } from '#contract/session.schema';
import { MAX_LIVE_SESSIONS_PER_DEVICE } from '#server/accounts/session/session-caps';
import { DATABASE_TARGETS } from '#test/support/server/databases';
import { suiteApp } from '#test/support/server/api-suite';
import { ManualClock } from '#test/support/server/identity-test-kit';
import { eventsOf, recordingLogger } from '#test/support/server/recording-logger';
import {
  CookieJar,
  command,
  fieldErrors,
  get,
  parseSetCookies,
  register,
  signIn,
  uniqueEmail,
} from '#test/support/server/account-flows';

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`sessions and associated devices on ${target.kind}`, () => {
    const t = suiteApp(target);

    /** An account signed in on two devices: a laptop (cookies) and a phone. */
    const account = async () => {
      const email = uniqueEmail();
      await register(t(), { email, device_id: 'laptop' });
      const laptop = new CookieJar().take((await signIn(t(), { email, device_id: 'laptop' })).res);
      const phone = new CookieJar().take(
        (
          await signIn(
            t(),
            { email, device_id: 'phone' },
            { headers: { 'User-Agent': 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/130.0 Mobile' } },
          )
        ).res,
      );
      return { laptop, phone };
    };
    const sessionsOf = async (jar: CookieJar) =>
      sessionCollectionSchema.parse((await get(t(), '/me/sessions', jar.headers())).body)._embedded['app:session'];
    const devicesOf = async (jar: CookieJar) =>
      deviceCollectionSchema.parse((await get(t(), '/me/associated-devices', jar.headers())).body)._embedded[
        'app:device'
      ];

    it('lists the live sessions with the current one marked, privately', async () => {
      const { laptop } = await account();
      const res = await t().app.request('/pl/v2/me/sessions', { headers: laptop.headers() });
      expect(res.headers.get('Cache-Control')).toBe('private, no-store');
      const sessions = await sessionsOf(laptop);
      // The sign-up's session plus one sign-in on each device.
      expect(sessions).toHaveLength(3);
      expect(sessions.filter((s) => s.current)).toHaveLength(1);
      expect(sessions.find((s) => s.current)?.device_id).toBe('laptop');
    });

    it('revokes one of the own sessions; the others keep working', async () => {
      const { laptop, phone } = await account();
      const phoneSession = (await sessionsOf(phone)).find((s) => s.current);
      const { res } = await command(
        t(),
        'RevokeSession',
        { session_id: phoneSession?.id },
        { headers: laptop.headers() },
      );
      expect(res.status).toBe(200);
      expect((await get(t(), '/me', phone.headers())).res.status).toBe(401);
      expect((await get(t(), '/me', laptop.headers())).res.status).toBe(200);
      expect((await sessionsOf(laptop)).map((s) => s.id)).not.toContain(phoneSession?.id);
    });

    it('clears the cookies when the current session is revoked', async () => {
      const { laptop } = await account();
      const current = (await sessionsOf(laptop)).find((s) => s.current);
      const { res } = await command(t(), 'RevokeSession', { session_id: current?.id }, { headers: laptop.headers() });
      expect(parseSetCookies(res).get('loggedIn')?.attributes['max-age']).toBe('0');
      expect((await get(t(), '/me', laptop.headers())).res.status).toBe(401);
    });

    it('lets user B neither see nor revoke the sessions of user A', async () => {
      const a = await account();
      const b = await account();
      const aSessions = await sessionsOf(a.laptop);
      const bIds = (await sessionsOf(b.laptop)).map((s) => s.id);
      expect(bIds.some((id) => aSessions.some((s) => s.id === id))).toBe(false);
      for (const session of aSessions) {
        const { res } = await command(
          t(),
          'RevokeSession',
          { session_id: session.id },
          { headers: b.laptop.headers() },
        );
        expect(res.status).toBe(404);
      }
      expect(await sessionsOf(a.laptop)).toHaveLength(aSessions.length);
      expect(
        (await command(t(), 'RevokeSession', { session_id: randomUUID() }, { headers: b.laptop.headers() })).res.status,
      ).toBe(404);
      const malformed = await command(t(), 'RevokeSession', { session_id: 'nope' }, { headers: b.laptop.headers() });
      expect(fieldErrors(malformed.body)).toEqual([{ property: 'session_id', code: 'INVALID' }]);
    });

    it('lists the devices with names from their user agents', async () => {
      const { laptop } = await account();
      const devices = await devicesOf(laptop);
      expect(devices.map((d) => [d.device_id, d.name, d.current]).sort()).toEqual([
        ['laptop', 'Firefox on Linux', true],
        ['phone', 'Chrome on Android', false],
      ]);
    });

    it('removes a device: it leaves the list and its sessions end', async () => {
      const { laptop, phone } = await account();
      const { res } = await command(
        t(),
        'RemoveAssociatedDevice',
        { device_id: 'phone' },
        { headers: laptop.headers() },
      );
      expect(res.status).toBe(200);
      expect((await devicesOf(laptop)).map((d) => d.device_id)).toEqual(['laptop']);
      expect((await get(t(), '/me', phone.headers())).res.status).toBe(401);
      expect((await sessionsOf(laptop)).every((s) => s.device_id === 'laptop')).toBe(true);
      const again = await command(t(), 'RemoveAssociatedDevice', { device_id: 'phone' }, { headers: laptop.headers() });
      expect(again.res.status).toBe(404);
    });

    it('associates a removed device again when it signs in again', async () => {
      const email = uniqueEmail();
      await register(t(), { email, device_id: 'laptop' });
      const laptop = new CookieJar().take((await signIn(t(), { email, device_id: 'laptop' })).res);
      await signIn(t(), { email, device_id: 'phone' });
      await command(t(), 'RemoveAssociatedDevice', { device_id: 'phone' }, { headers: laptop.headers() });
      expect((await devicesOf(laptop)).map((d) => d.device_id)).toEqual(['laptop']);

      const phone = new CookieJar().take((await signIn(t(), { email, device_id: 'phone' })).res);
      expect((await devicesOf(laptop)).map((d) => d.device_id).sort()).toEqual(['laptop', 'phone']);
      expect((await get(t(), '/me', phone.headers())).res.status).toBe(200);
    });

    it('lets user B neither see nor remove the devices of user A', async () => {
      const a = await account();
      const b = await account();
      // Both have a "laptop": B removing its own must leave A's alone.
      expect(
        (await command(t(), 'RemoveAssociatedDevice', { device_id: 'laptop' }, { headers: b.phone.headers() })).res
          .status,
      ).toBe(200);
      expect((await devicesOf(a.laptop)).map((d) => d.device_id).sort()).toEqual(['laptop', 'phone']);
      expect((await get(t(), '/me', a.laptop.headers())).res.status).toBe(200);
      const { res } = await command(
        t(),
        'RemoveAssociatedDevice',
        { device_id: 'unknown-device' },
        { headers: b.phone.headers() },
      );
      expect(res.status).toBe(404);
    });

    it('answers 401 to visitors', async () => {
      expect((await get(t(), '/me/sessions')).res.status).toBe(401);
      expect((await get(t(), '/me/associated-devices')).res.status).toBe(401);
      expect((await command(t(), 'RevokeSession', { session_id: randomUUID() })).res.status).toBe(401);
      expect((await command(t(), 'RemoveAssociatedDevice', { device_id: 'x' })).res.status).toBe(401);
    });
  });

  describe.skipIf(!target.available)(`live sessions per device on ${target.kind}`, () => {
    const clock = new ManualClock(new Date('2026-11-22T10:00:00.000Z'));
    const logger = recordingLogger();
    const t = suiteApp(target, { now: clock.now, logger });

    /** A script's sign-in on the device a second after the last one: its tokens. */
    const scriptSignIn = async (email: string, deviceId: string) => {
      clock.advance(1000);
      const { res, body } = await signIn(t(), { email, device_id: deviceId }, { headers: { 'X-Auth-Mode': 'token' } });
      expect(res.status).toBe(200);
      const tokens = tokenResponseSchema.parse(body);
      return { ...tokens, bearer: { Authorization: `Bearer ${tokens.access_token}` } };
    };
    const meAs = async (bearer: Record<string, string>) => (await get(t(), '/me', bearer)).res.status;

    it(`ends the least recently used session on a device when the ${MAX_LIVE_SESSIONS_PER_DEVICE + 1}th opens there, with its security line`, async () => {
      const email = uniqueEmail('capped');
      expect((await register(t(), { email, device_id: 'laptop' })).res.status).toBe(201);
      const tablet = [];
      for (let i = 0; i < MAX_LIVE_SESSIONS_PER_DEVICE; i += 1) tablet.push(await scriptSignIn(email, 'tablet'));
      const [first, second] = tablet;
      if (!first || !second) throw new Error('no sessions');
      const secondId = sessionCollectionSchema
        .parse((await get(t(), '/me/sessions', second.bearer)).body)
        ._embedded['app:session'].find((s) => s.current)?.id;
      // The first is used again later than the others: the second is now the one used longest ago.
      clock.advance(10 * 60 * 1000);
      expect(await meAs(first.bearer)).toBe(200);
      const from = logger.lines.length;

      const newest = await scriptSignIn(email, 'tablet');
      expect(await meAs(second.bearer)).toBe(401);
      for (const kept of [first, ...tablet.slice(2), newest]) expect(await meAs(kept.bearer)).toBe(200);
      const refreshed = await command(t(), 'RefreshTokenForWeb', {
        device_id: 'tablet',
        refresh_token: second.refresh_token,
      });
      expect(refreshed.res.status).toBe(401);
      const live = sessionCollectionSchema.parse((await get(t(), '/me/sessions', newest.bearer)).body)._embedded[
        'app:session'
      ];
      expect(live.filter((s) => s.device_id === 'tablet')).toHaveLength(MAX_LIVE_SESSIONS_PER_DEVICE);
      expect(live.filter((s) => s.device_id === 'laptop')).toHaveLength(1);
      expect(eventsOf({ lines: logger.lines.slice(from) }, 'security.session.revoked')).toEqual([
        expect.objectContaining({ session_id: secondId, device_id: 'tablet', reason: 'session-limit' }),
      ]);
    });

    it('counts the sessions of each device apart: many on one device leave the other devices alone', async () => {
      const email = uniqueEmail('two-devices');
      expect((await register(t(), { email, device_id: 'laptop' })).res.status).toBe(201);
      const phone = await scriptSignIn(email, 'phone');
      for (let i = 0; i <= MAX_LIVE_SESSIONS_PER_DEVICE; i += 1) await scriptSignIn(email, 'tablet');
      expect(await meAs(phone.bearer)).toBe(200);
    });
  });
}
