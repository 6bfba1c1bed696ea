import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#contract/api-error.schema';
import { activationMethodsSchema } from '#contract/club.schema';
import { DATABASE_TARGETS } from '#test/support/server/databases';
import {
  addToCart,
  checkout,
  commerceSuite,
  createSignedInUser,
  joinClubAndPay,
  pressSandbox,
  sendCommand,
} from '#test/support/server/commerce/commerce-fixtures';

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`StartCheckout and JoinClub on ${target.kind}`, () => {
    const { clock, testApp, freshProduct, licensesOf, orderRow, paymentRow } = commerceSuite(target);

    it('refuses checkout of an empty cart and an anonymous checkout', async () => {
      const user = await createSignedInUser(testApp(), { now: clock.now() });
      const { res, body } = await sendCommand(testApp(), 'StartCheckout', {}, user.bearer);
      expect(res.status).toBe(409);
      expect(apiErrorSchema.parse(body).code).toBe('CART_EMPTY');
      expect((await sendCommand(testApp(), 'StartCheckout', {})).res.status).toBe(401);
    });

    it('fixes prices when checkout starts and supersedes an earlier pending order', async () => {
      const user = await createSignedInUser(testApp(), { now: clock.now() });
      const product = freshProduct();
      await addToCart(testApp(), user, product.cartId);
      const earlier = await checkout(testApp(), user);
      const later = await checkout(testApp(), user);
      const total = (await orderRow(later.orderId)).total;
      await testApp()
        .database.db.updateTable('product_prices')
        .set({ price: product.price + 1000, discount_price: null })
        .where('product_id', '=', product.id)
        .execute();

      await pressSandbox(testApp(), user.bearer, earlier.paymentId, 'confirm');
      expect(await orderRow(earlier.orderId)).toMatchObject({ status: 'failed', failure_reason: 'superseded' });
      expect(await licensesOf(user.userId)).toEqual([]);

      await pressSandbox(testApp(), user.bearer, later.paymentId, 'confirm');
      expect(await orderRow(later.orderId)).toMatchObject({ status: 'paid', total });
      expect((await paymentRow(later.paymentId)).amount).toBe(total);
      expect(await licensesOf(user.userId)).toHaveLength(1);
    });

    it('charges the club price of each market’s currency', async () => {
      const user = await createSignedInUser(testApp(), { now: clock.now() });
      const { orderId } = await joinClubAndPay(testApp(), user.bearer, 'cz');
      const order = await testApp()
        .database.db.selectFrom('orders')
        .selectAll()
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow();
      expect(order).toMatchObject({ total: 24900, currency: 'CZK' });
      const de = await joinClubAndPay(testApp(), user.bearer, 'de');
      expect(de.location).toBe(`/de/success/audiora-club?order=${de.orderId}`);
    });

    it.each(['sk', 'es', 'en'] as const)('refuses the club in %s with 403 CLUB_NOT_AVAILABLE', async (locale) => {
      const user = await createSignedInUser(testApp(), { now: clock.now(), locale });
      const { res, body } = await sendCommand(testApp(), 'JoinClub', {}, user.bearer, locale);
      expect(res.status).toBe(403);
      expect(apiErrorSchema.parse(body).code).toBe('CLUB_NOT_AVAILABLE');
      expect(
        await testApp().database.db.selectFrom('orders').select('id').where('user_id', '=', user.userId).execute(),
      ).toEqual([]);
      const methods = activationMethodsSchema.parse(
        await (await testApp().app.request(`/${locale}/v2/me/activation-methods`, { headers: user.bearer })).json(),
      );
      expect(methods._embedded['app:activation-method']).toEqual([]);
    });
  });
}
