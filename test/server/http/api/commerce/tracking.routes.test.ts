import { describe, expect, it } from 'vitest';
import { purchaseTrackingDataSchema } from '#contract/tracking.schema';
import { DATABASE_TARGETS } from '#test/support/server/databases';
import {
  addToCart,
  checkout,
  commerceSuite,
  createSignedInUser,
  joinClubAndPay,
  pressSandbox,
} from '#test/support/server/commerce/commerce-fixtures';

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`purchase tracking data on ${target.kind}`, () => {
    const { clock, testApp, freshProduct, orderRow } = commerceSuite(target);

    it("gives tracking data of the viewer's paid order only", async () => {
      const alice = await createSignedInUser(testApp(), { now: clock.now() });
      const bob = await createSignedInUser(testApp(), { now: clock.now() });
      const product = freshProduct();
      await addToCart(testApp(), alice, product.cartId);
      const { orderId, paymentId } = await checkout(testApp(), alice);
      const path = `/pl/v2/purchase-tracking-data?order_id=${orderId}`;

      expect((await testApp().app.request(path, { headers: alice.bearer })).status).toBe(404);
      await pressSandbox(testApp(), alice.bearer, paymentId, 'confirm');
      const res = await testApp().app.request(path, { headers: alice.bearer });
      expect(res.status).toBe(200);
      expect(res.headers.get('Cache-Control')).toBe('private, no-store');
      const data = purchaseTrackingDataSchema.parse(await res.json());
      const order = await orderRow(orderId);
      expect(data).toMatchObject({ transaction_id: orderId, value: order.total, currency: 'PLN' });
      expect(data.items).toEqual([{ item_id: product.id, item_name: product.name, price: order.subtotal }]);

      const forBob = await testApp().app.request(path, { headers: bob.bearer });
      expect(forBob.status).toBe(404);
      expect((await testApp().app.request(path)).status).toBe(401);
      expect(
        (await testApp().app.request(`/pl/v2/tracking-data/club-purchase/${orderId}`, { headers: alice.bearer }))
          .status,
      ).toBe(404);
      expect(
        (await testApp().app.request('/pl/v2/purchase-tracking-data?order_id=nope', { headers: alice.bearer })).status,
      ).toBe(400);
    });
    it('gives club purchase tracking data to its buyer only', async () => {
      const alice = await createSignedInUser(testApp(), { now: clock.now() });
      const bob = await createSignedInUser(testApp(), { now: clock.now() });
      const { orderId } = await joinClubAndPay(testApp(), alice.bearer);
      const path = `/pl/v2/tracking-data/club-purchase/${orderId}`;
      const data = purchaseTrackingDataSchema.parse(
        await (await testApp().app.request(path, { headers: alice.bearer })).json(),
      );
      expect(data).toMatchObject({ transaction_id: orderId, value: 3990, currency: 'PLN' });
      expect(data.items).toEqual([{ item_id: 'club-monthly', item_name: 'audiora club, 1 month', price: 3990 }]);
      expect((await testApp().app.request(path, { headers: bob.bearer })).status).toBe(404);
      expect(
        (await testApp().app.request(`/pl/v2/purchase-tracking-data?order_id=${orderId}`, { headers: alice.bearer }))
          .status,
      ).toBe(404);
    });
  });
}
