import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#contract/api-error.schema';
import { meCartSchema } from '#contract/cart.schema';
import { checkoutStartedSchema } from '#contract/order.schema';
import { purchaseTrackingDataSchema } from '#contract/tracking.schema';
import { DATABASE_TARGETS } from '#test/support/databases';
import type { TestApp } from '#test/support/test-server';
import {
  addToCart,
  checkout,
  createCommerceApp,
  createSignedInUser,
  myCart,
  pressSandbox,
  type SellableProduct,
  sellableProducts,
  sendCommand,
  type TestClock,
} from './commerce-fixtures';

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`checkout and the sandbox payment on ${target.kind}`, () => {
    let testApp: TestApp;
    let clock: TestClock;
    let products: SellableProduct[];
    let next = 0;
    const freshProduct = () => {
      const product = products[next++];
      if (!product) throw new Error('the demo catalogue ran out of titles');
      return product;
    };

    beforeAll(async () => {
      ({ testApp, clock } = await createCommerceApp(target));
      products = await sellableProducts(testApp);
    }, 60_000);
    afterAll(() => testApp.close());

    const licensesOf = (userId: string) =>
      testApp.database.db.selectFrom('licenses').selectAll().where('user_id', '=', userId).execute();
    const orderRow = (orderId: string) =>
      testApp.database.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    const paymentRow = (paymentId: string) =>
      testApp.database.db.selectFrom('payments').selectAll().where('id', '=', paymentId).executeTakeFirstOrThrow();

    it('buys through HTTP: add, checkout, sandbox page, pay, license, success redirect, empty cart', async () => {
      const user = await createSignedInUser(testApp, { now: clock.now() });
      const [first, second] = [freshProduct(), freshProduct()];
      expect((await addToCart(testApp, user, first.cartId)).status).toBe(200);
      expect((await addToCart(testApp, user, second.cartId)).status).toBe(200);

      const { res, body } = await sendCommand(testApp, 'StartCheckout', {}, user.bearer);
      expect(res.status).toBe(201);
      const started = checkoutStartedSchema.parse(body);
      expect(started.payment_url).toMatch(/^\/sandbox-pay\/[0-9a-f-]{36}$/);
      const order = await orderRow(started.order_id);
      expect(order).toMatchObject({ status: 'pending', kind: 'products', currency: 'PLN', user_id: user.userId });
      const expected =
        Math.min(first.price, first.discountPrice ?? Infinity) +
        Math.min(second.price, second.discountPrice ?? Infinity);
      expect(order.total).toBe(expected);

      const page = await testApp.app.request(started.payment_url, { headers: user.bearer });
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).not.toMatch(/<script/i);
      const paymentId = started.payment_url.split('/').pop() ?? '';
      expect(html).toContain(`action="/sandbox-pay/${paymentId}/confirm"`);
      expect(html).toContain(`action="/sandbox-pay/${paymentId}/decline"`);

      const paid = await pressSandbox(testApp, user.bearer, paymentId, 'confirm');
      expect(paid.status).toBe(303);
      expect(paid.headers.get('Location')).toBe('/pl/sukces/audiobook');

      const licenses = await licensesOf(user.userId);
      expect(licenses.map((l) => l.product_id).sort()).toEqual([first.id, second.id].sort());
      expect(licenses.every((l) => l.order_id === started.order_id)).toBe(true);
      expect((await orderRow(started.order_id)).status).toBe('paid');
      expect((await paymentRow(paymentId)).status).toBe('paid');
      const cart = meCartSchema.parse((await myCart(testApp, user)).body);
      expect(cart._embedded['app:product']).toEqual([]);
      expect(cart.value).toBe(0);

      // A bought title cannot go back into the cart.
      const again = await addToCart(testApp, user, first.cartId);
      expect(again.status).toBe(409);
      expect(apiErrorSchema.parse(await again.json()).code).toBe('ALREADY_OWNED');
    });

    it('grants one license and charges once when the confirmation is repeated or replayed concurrently', async () => {
      const user = await createSignedInUser(testApp, { now: clock.now() });
      const product = freshProduct();
      await addToCart(testApp, user, product.cartId);
      const { orderId, paymentId } = await checkout(testApp, user);

      const answers = await Promise.all([
        pressSandbox(testApp, user.bearer, paymentId, 'confirm'),
        pressSandbox(testApp, user.bearer, paymentId, 'confirm'),
      ]);
      expect(answers.map((r) => r.status)).toEqual([303, 303]);
      const afterFirst = await paymentRow(paymentId);
      clock.advance(60_000);
      const replay = await pressSandbox(testApp, user.bearer, paymentId, 'confirm');
      expect(replay.headers.get('Location')).toBe('/pl/sukces/audiobook');
      // A decline after paying changes nothing either.
      await pressSandbox(testApp, user.bearer, paymentId, 'decline');

      expect(await licensesOf(user.userId)).toHaveLength(1);
      expect(await paymentRow(paymentId)).toEqual(afterFirst);
      const order = await orderRow(orderId);
      expect(order.status).toBe('paid');
      const payments = await testApp.database.db
        .selectFrom('payments')
        .selectAll()
        .where('order_id', '=', orderId)
        .execute();
      expect(payments).toHaveLength(1);
    });

    it('records a decline: the order fails, no license, back to the cart, and a later confirm pays nothing', async () => {
      const user = await createSignedInUser(testApp, { now: clock.now() });
      const product = freshProduct();
      await addToCart(testApp, user, product.cartId);
      const { orderId, paymentId } = await checkout(testApp, user);

      const declined = await pressSandbox(testApp, user.bearer, paymentId, 'decline');
      expect(declined.status).toBe(303);
      expect(declined.headers.get('Location')).toBe('/pl/koszyk?payment=failed');
      expect(await orderRow(orderId)).toMatchObject({ status: 'failed', failure_reason: 'declined' });
      expect((await paymentRow(paymentId)).status).toBe('declined');

      await pressSandbox(testApp, user.bearer, paymentId, 'confirm');
      expect(await licensesOf(user.userId)).toEqual([]);
      expect((await orderRow(orderId)).status).toBe('failed');
      // The cart still holds the title for another try.
      const cart = meCartSchema.parse((await myCart(testApp, user)).body);
      expect(cart._embedded['app:product'].map((p) => p.id)).toEqual([product.id]);
    });

    it('fixes prices when checkout starts and supersedes an earlier pending order', async () => {
      const user = await createSignedInUser(testApp, { now: clock.now() });
      const product = freshProduct();
      await addToCart(testApp, user, product.cartId);
      const earlier = await checkout(testApp, user);
      const later = await checkout(testApp, user);
      const total = (await orderRow(later.orderId)).total;
      await testApp.database.db
        .updateTable('product_prices')
        .set({ price: product.price + 1000, discount_price: null })
        .where('product_id', '=', product.id)
        .execute();

      await pressSandbox(testApp, user.bearer, earlier.paymentId, 'confirm');
      expect(await orderRow(earlier.orderId)).toMatchObject({ status: 'failed', failure_reason: 'superseded' });
      expect(await licensesOf(user.userId)).toEqual([]);

      await pressSandbox(testApp, user.bearer, later.paymentId, 'confirm');
      expect(await orderRow(later.orderId)).toMatchObject({ status: 'paid', total });
      expect((await paymentRow(later.paymentId)).amount).toBe(total);
      expect(await licensesOf(user.userId)).toHaveLength(1);
    });

    it('declines instead of charging twice when a title of the order was bought meanwhile', async () => {
      const user = await createSignedInUser(testApp, { now: clock.now() });
      const product = freshProduct();
      await addToCart(testApp, user, product.cartId);
      const first = await checkout(testApp, user);
      await pressSandbox(testApp, user.bearer, first.paymentId, 'confirm');
      // A second order for the same title, made before the first was paid, in another market's cart is impossible,
      // so the conflicting order is written as a stale one would be.
      await testApp.database.db
        .insertInto('orders')
        .values({
          id: '00000000-0000-4000-8000-000000000001',
          user_id: user.userId,
          catalog_id: (await orderRow(first.orderId)).catalog_id,
          kind: 'products',
          status: 'pending',
          currency: 'PLN',
          subtotal: 100,
          discount: 0,
          total: 100,
          promo_code: null,
          created_at: clock.now().toISOString(),
          paid_at: null,
          failed_at: null,
          failure_reason: null,
        })
        .execute();
      await testApp.database.db
        .insertInto('order_lines')
        .values({
          id: '00000000-0000-4000-8000-000000000002',
          order_id: '00000000-0000-4000-8000-000000000001',
          position: 0,
          product_id: product.id,
          name: product.name,
          price: 100,
        })
        .execute();
      await testApp.database.db
        .insertInto('payments')
        .values({
          id: '00000000-0000-4000-8000-000000000003',
          order_id: '00000000-0000-4000-8000-000000000001',
          provider: 'sandbox',
          status: 'pending',
          amount: 100,
          currency: 'PLN',
          created_at: clock.now().toISOString(),
          completed_at: null,
        })
        .execute();

      const res = await pressSandbox(testApp, user.bearer, '00000000-0000-4000-8000-000000000003', 'confirm');
      expect(res.headers.get('Location')).toBe('/pl/koszyk?payment=failed');
      expect((await paymentRow('00000000-0000-4000-8000-000000000003')).status).toBe('declined');
      expect(await orderRow('00000000-0000-4000-8000-000000000001')).toMatchObject({
        status: 'failed',
        failure_reason: 'already-owned',
      });
      const licenses = await licensesOf(user.userId);
      expect(licenses).toHaveLength(1);
      expect(licenses[0]?.order_id).toBe(first.orderId);
    });

    it('refuses a cross-site post to the sandbox buttons', async () => {
      const user = await createSignedInUser(testApp, { now: clock.now() });
      await addToCart(testApp, user, freshProduct().cartId);
      const { paymentId } = await checkout(testApp, user);
      const res = await testApp.app.request(`/sandbox-pay/${paymentId}/confirm`, {
        method: 'POST',
        headers: { 'Sec-Fetch-Site': 'cross-site', Cookie: `audiora_access=${user.accessToken}` },
      });
      expect(res.status).toBe(403);
      expect((await paymentRow(paymentId)).status).toBe('pending');
      expect(await licensesOf(user.userId)).toEqual([]);
    });

    it('refuses checkout of an empty cart and an anonymous checkout', async () => {
      const user = await createSignedInUser(testApp, { now: clock.now() });
      const { res, body } = await sendCommand(testApp, 'StartCheckout', {}, user.bearer);
      expect(res.status).toBe(409);
      expect(apiErrorSchema.parse(body).code).toBe('CART_EMPTY');
      expect((await sendCommand(testApp, 'StartCheckout', {})).res.status).toBe(401);
    });

    it('answers 404 for unknown payments', async () => {
      const user = await createSignedInUser(testApp, { now: clock.now() });
      const headers = user.bearer;
      expect((await testApp.app.request('/sandbox-pay/not-a-payment', { headers })).status).toBe(404);
      expect((await testApp.app.request('/sandbox-pay/00000000-0000-4000-8000-0000000000ff', { headers })).status).toBe(
        404,
      );
      expect((await pressSandbox(testApp, headers, '00000000-0000-4000-8000-0000000000ff', 'confirm')).status).toBe(
        404,
      );
    });

    it("lets only the signed-in buyer see or press a payment's page: others get 404, visitors 401", async () => {
      const buyer = await createSignedInUser(testApp, { now: clock.now() });
      const other = await createSignedInUser(testApp, { now: clock.now() });
      await addToCart(testApp, buyer, freshProduct().cartId);
      const { paymentId, paymentUrl } = await checkout(testApp, buyer);

      expect((await testApp.app.request(paymentUrl)).status).toBe(401);
      expect((await testApp.app.request(paymentUrl, { headers: other.bearer })).status).toBe(404);
      for (const action of ['confirm', 'decline'] as const) {
        expect((await pressSandbox(testApp, {}, paymentId, action)).status, action).toBe(401);
        const foreign = await pressSandbox(testApp, other.bearer, paymentId, action);
        expect(foreign.status, action).toBe(404);
        expect(apiErrorSchema.parse(await foreign.json()).code).toBe('NOT_FOUND');
      }
      expect((await paymentRow(paymentId)).status).toBe('pending');
      expect(await licensesOf(other.userId)).toEqual([]);

      // The buyer's browser form post (cookie, same origin) pays it.
      const paid = await pressSandbox(testApp, { Cookie: `audiora_access=${buyer.accessToken}` }, paymentId, 'confirm');
      expect(paid.status).toBe(303);
      expect((await paymentRow(paymentId)).status).toBe('paid');
      expect(await licensesOf(buyer.userId)).toHaveLength(1);
    });

    it("gives tracking data of the viewer's paid order only", async () => {
      const alice = await createSignedInUser(testApp, { now: clock.now() });
      const bob = await createSignedInUser(testApp, { now: clock.now() });
      const product = freshProduct();
      await addToCart(testApp, alice, product.cartId);
      const { orderId, paymentId } = await checkout(testApp, alice);
      const path = `/pl/v2/purchase-tracking-data?order_id=${orderId}`;

      expect((await testApp.app.request(path, { headers: alice.bearer })).status).toBe(404);
      await pressSandbox(testApp, alice.bearer, paymentId, 'confirm');
      const res = await testApp.app.request(path, { headers: alice.bearer });
      expect(res.status).toBe(200);
      expect(res.headers.get('Cache-Control')).toBe('private, no-store');
      const data = purchaseTrackingDataSchema.parse(await res.json());
      const order = await orderRow(orderId);
      expect(data).toMatchObject({ transaction_id: orderId, value: order.total, currency: 'PLN' });
      expect(data.items).toEqual([{ item_id: product.id, item_name: product.name, price: order.subtotal }]);

      const forBob = await testApp.app.request(path, { headers: bob.bearer });
      expect(forBob.status).toBe(404);
      expect((await testApp.app.request(path)).status).toBe(401);
      expect(
        (await testApp.app.request(`/pl/v2/tracking-data/club-purchase/${orderId}`, { headers: alice.bearer })).status,
      ).toBe(404);
      expect(
        (await testApp.app.request('/pl/v2/purchase-tracking-data?order_id=nope', { headers: alice.bearer })).status,
      ).toBe(400);
    });
  });
}
