import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deviceCollectionSchema } from '#contract/device.schema';
import { sessionCollectionSchema } from '#contract/session.schema';
import { DATABASE_TARGETS } from '#test/support/server/databases';
import { suiteApp } from '#test/support/server/api-suite';
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
}
