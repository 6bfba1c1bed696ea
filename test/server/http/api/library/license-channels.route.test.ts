import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#contract/api-error.schema';
import { licenseChannelsSchema } from '#contract/license-channels.schema';
import { KyselySessionStore } from '#server/accounts/session/kysely-session-store';
import { DATABASE_TARGETS } from '#test/support/server/databases';
import { requestJson } from '#test/support/server/test-server';
import { librarySuite } from '#test/support/server/library-suite';
import { associateDevice } from '#test/support/server/accounts';

const DAY = 24 * 60 * 60 * 1000;

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`GET /me/audiobook-license-channels/{id} on ${target.kind}`, () => {
    const { clock, db, user, get, title, grantLicense, testApp } = librarySuite(target);

    const channels = async (path: string, who: Awaited<ReturnType<typeof user>>) => {
      const { res, body } = await get(path, who);
      expect(res.status, JSON.stringify(body)).toBe(200);
      expect(res.headers.get('Cache-Control')).toBe('private, no-store');
      return licenseChannelsSchema.parse(body);
    };

    it('offers a paid title for sale at its prices, with the club to join where the title is in it', async () => {
      const listener = await user();
      const t = await title({ isFree: false, inClub: true });
      const result = await channels(`/pl/v2/me/audiobook-license-channels/${t.id}`, listener);
      expect(result.oneoff).toEqual({
        state: 'CAN_BUY',
        price: t.price,
        lowest_price: t.lowest_price,
        discount_price: t.discount_price,
        available_discount: t.discount_price === null ? 0 : t.price - t.discount_price,
      });
      expect(result.shared).toMatchObject({ state: 'CAN_BUY', price: t.price_for_subscribers ?? t.price });
    });

    it('lets an owner and anyone with a free title listen', async () => {
      const listener = await user();
      const owned = await title({ isFree: false });
      await grantLicense(listener, owned.id);
      const free = await title({ isFree: true });
      for (const id of [owned.id, free.id])
        expect((await channels(`/pl/v2/me/audiobook-license-channels/${id}`, listener)).oneoff.state).toBe(
          'CAN_LISTEN',
        );
    });

    it('computes available_discount as price minus discount_price', async () => {
      const listener = await user();
      const t = await title({ isFree: false });
      await db()
        .updateTable('product_prices')
        .set({ price: 3990, discount_price: 2990, lowest_price: 2990, price_for_subscribers: 3490 })
        .where('product_id', '=', t.id)
        .execute();
      const { oneoff } = await channels(`/pl/v2/me/audiobook-license-channels/${t.id}`, listener);
      expect(oneoff).toEqual({
        state: 'CAN_BUY',
        price: 3990,
        lowest_price: 2990,
        discount_price: 2990,
        available_discount: 1000,
      });
    });

    it('lets a club member hear club titles at the subscriber price, and not after the membership ends', async () => {
      const member = await user({ clubUntil: new Date(clock.now.getTime() + 30 * DAY) });
      const t = await title({ isFree: false, inClub: true });
      const result = await channels(`/pl/v2/me/audiobook-license-channels/${t.id}`, member);
      expect(result.oneoff.state).toBe('CAN_BUY');
      expect(result.shared).toMatchObject({ state: 'CAN_LISTEN', price: t.price_for_subscribers ?? t.price });
      const lapsed = await user({ clubUntil: new Date(clock.now.getTime() - DAY) });
      expect((await channels(`/pl/v2/me/audiobook-license-channels/${t.id}`, lapsed)).shared?.state).toBe('CAN_BUY');
    });

    it('offers no shared channel for a title outside the club or in a market without a club', async () => {
      const member = await user({ clubUntil: new Date(clock.now.getTime() + 30 * DAY) });
      const outside = await title({ isFree: false, inClub: false });
      expect((await channels(`/pl/v2/me/audiobook-license-channels/${outside.id}`, member)).shared).toBeNull();
      const slovak = await title({ isFree: false }, 'sk');
      await db().updateTable('products').set({ is_available_in_subscription: 1 }).where('id', '=', slovak.id).execute();
      const result = await channels(`/sk/v2/me/audiobook-license-channels/${slovak.id}`, member);
      expect(result.shared).toBeNull();
      expect(result.oneoff).toMatchObject({ state: 'CAN_BUY', price: slovak.price });
    });

    it("turns CAN_LISTEN into NOT_AVAILABLE_ON_THIS_DEVICE when the session's device is beyond the first three", async () => {
      const listener = await user({ deviceId: 'device-1' });
      const owned = await title({ isFree: false });
      await grantLicense(listener, owned.id);
      const sessions = new Map([['device-1', listener.bearer]]);
      for (const [n, minutes] of [
        [2, 1],
        [3, 2],
        [4, 3],
      ] as const) {
        const deviceId = `device-${n}`;
        await associateDevice(db(), listener.userId, deviceId, {
          firstSeen: new Date(clock.now.getTime() + minutes * 60_000),
          lastSeen: clock.now,
        });
        const tokens = await new KyselySessionStore({ db: db() }).start(
          { userId: listener.userId, deviceId, userAgent: 'test' },
          clock.now,
        );
        sessions.set(deviceId, { Authorization: `Bearer ${tokens.accessToken}` });
      }
      const stateOn = async (deviceId: string, path = `/pl/v2/me/audiobook-license-channels/${owned.id}`) => {
        const { res, body } = await requestJson(testApp().app, path, sessions.get(deviceId));
        expect(res.status, JSON.stringify(body)).toBe(200);
        return licenseChannelsSchema.parse(body).oneoff.state;
      };
      expect(await stateOn('device-1')).toBe('CAN_LISTEN');
      expect(await stateOn('device-3')).toBe('CAN_LISTEN');
      expect(await stateOn('device-4')).toBe('NOT_AVAILABLE_ON_THIS_DEVICE');
      // A removed device frees its place for the fourth.
      await db()
        .updateTable('associated_devices')
        .set({ removed_at: clock.now.toISOString() })
        .where('user_id', '=', listener.userId)
        .where('device_id', '=', 'device-2')
        .execute();
      expect(await stateOn('device-4')).toBe('CAN_LISTEN');
      // A title for sale stays CAN_BUY on any device.
      const forSale = await title({ isFree: false });
      expect(await stateOn('device-2', `/pl/v2/me/audiobook-license-channels/${forSale.id}`)).toBe('CAN_BUY');
    });

    it("keys licenses by the viewer: B does not hear A's title", async () => {
      const [a, b] = [await user(), await user()];
      const t = await title({ isFree: false });
      await grantLicense(a, t.id);
      expect((await channels(`/pl/v2/me/audiobook-license-channels/${t.id}`, a)).oneoff.state).toBe('CAN_LISTEN');
      expect((await channels(`/pl/v2/me/audiobook-license-channels/${t.id}`, b)).oneoff.state).toBe('CAN_BUY');
    });

    it('answers visitors 401 and unknown or foreign products 404', async () => {
      const t = await title();
      const visitor = await get(`/pl/v2/me/audiobook-license-channels/${t.id}`);
      expect(visitor.res.status).toBe(401);
      const listener = await user();
      const czech = await title({}, 'cz');
      for (const id of [randomUUID(), czech.id, 'not-a-uuid']) {
        const { res, body } = await get(`/pl/v2/me/audiobook-license-channels/${id}`, listener);
        expect(res.status, id).toBe(404);
        expect(apiErrorSchema.parse(body).code).toBe('NOT_FOUND');
      }
    });
  });
}
