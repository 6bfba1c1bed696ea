import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#contract/api-error.schema';
import { meCartSchema } from '#contract/cart.schema';
import { checkoutStartedSchema } from '#contract/order.schema';
import { DATABASE_TARGETS } from '#test/support/server/databases';
import {
  addToCart,
  checkout,
  commerceSuite,
  createSignedInUser,
  myCart,
  pressSandbox,
  sendCommand,
} from '#test/support/server/commerce/commerce-fixtures';

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(
    `buying audiobooks through checkout and the sandbox payment on ${target.kind}`,
    () => {
      const { clock, testApp, freshProduct, licensesOf, orderRow, paymentRow } = commerceSuite(target);

      it('buys through HTTP: add, checkout, sandbox page, pay, license, success redirect, empty cart', async () => {
        const user = await createSignedInUser(testApp(), { now: clock.now() });
        const [first, second] = [freshProduct(), freshProduct()];
        expect((await addToCart(testApp(), user, first.cartId)).status).toBe(200);
        expect((await addToCart(testApp(), user, second.cartId)).status).toBe(200);

        const { res, body } = await sendCommand(testApp(), 'StartCheckout', {}, user.bearer);
        expect(res.status).toBe(201);
        const started = checkoutStartedSchema.parse(body);
        expect(started.payment_url).toMatch(/^\/sandbox-pay\/[0-9a-f-]{36}$/);
        const order = await orderRow(started.order_id);
        expect(order).toMatchObject({ status: 'pending', kind: 'products', currency: 'PLN', user_id: user.userId });
        const expected =
          Math.min(first.price, first.discountPrice ?? Infinity) +
          Math.min(second.price, second.discountPrice ?? Infinity);
        expect(order.total).toBe(expected);

        const page = await testApp().app.request(started.payment_url, { headers: user.bearer });
        expect(page.status).toBe(200);
        const html = await page.text();
        expect(html).not.toMatch(/<script/i);
        const paymentId = started.payment_url.split('/').pop() ?? '';
        expect(html).toContain(`action="/sandbox-pay/${paymentId}/confirm"`);
        expect(html).toContain(`action="/sandbox-pay/${paymentId}/decline"`);

        const paid = await pressSandbox(testApp(), user.bearer, paymentId, 'confirm');
        expect(paid.status).toBe(303);
        expect(paid.headers.get('Location')).toBe(`/pl/sukces/audiobook?order=${started.order_id}`);

        const licenses = await licensesOf(user.userId);
        expect(licenses.map((l) => l.product_id).sort()).toEqual([first.id, second.id].sort());
        expect(licenses.every((l) => l.order_id === started.order_id)).toBe(true);
        expect((await orderRow(started.order_id)).status).toBe('paid');
        expect((await paymentRow(paymentId)).status).toBe('paid');
        const cart = meCartSchema.parse((await myCart(testApp(), user)).body);
        expect(cart._embedded['app:product']).toEqual([]);
        expect(cart.value).toBe(0);

        // A bought title cannot go back into the cart.
        const again = await addToCart(testApp(), user, first.cartId);
        expect(again.status).toBe(409);
        expect(apiErrorSchema.parse(await again.json()).code).toBe('ALREADY_OWNED');
      });

      it('grants one license and charges once when the confirmation is repeated or replayed concurrently', async () => {
        const user = await createSignedInUser(testApp(), { now: clock.now() });
        const product = freshProduct();
        await addToCart(testApp(), user, product.cartId);
        const { orderId, paymentId } = await checkout(testApp(), user);

        const answers = await Promise.all([
          pressSandbox(testApp(), user.bearer, paymentId, 'confirm'),
          pressSandbox(testApp(), user.bearer, paymentId, 'confirm'),
        ]);
        expect(answers.map((r) => r.status)).toEqual([303, 303]);
        const afterFirst = await paymentRow(paymentId);
        clock.advance(60_000);
        const replay = await pressSandbox(testApp(), user.bearer, paymentId, 'confirm');
        expect(replay.headers.get('Location')).toBe(`/pl/sukces/audiobook?order=${orderId}`);
        // A decline after paying changes nothing either.
        await pressSandbox(testApp(), user.bearer, paymentId, 'decline');

        expect(await licensesOf(user.userId)).toHaveLength(1);
        expect(await paymentRow(paymentId)).toEqual(afterFirst);
        const order = await orderRow(orderId);
        expect(order.status).toBe('paid');
        const payments = await testApp()
          .database.db.selectFrom('payments')
          .selectAll()
          .where('order_id', '=', orderId)
          .execute();
        expect(payments).toHaveLength(1);
      });

      it('records a decline: the order fails, no license, back to the cart, and a later confirm pays nothing', async () => {
        const user = await createSignedInUser(testApp(), { now: clock.now() });
        const product = freshProduct();
        await addToCart(testApp(), user, product.cartId);
        const { orderId, paymentId } = await checkout(testApp(), user);

        const declined = await pressSandbox(testApp(), user.bearer, paymentId, 'decline');
        expect(declined.status).toBe(303);
        expect(declined.headers.get('Location')).toBe('/pl/koszyk?payment=failed');
        expect(await orderRow(orderId)).toMatchObject({ status: 'failed', failure_reason: 'declined' });
        expect((await paymentRow(paymentId)).status).toBe('declined');

        await pressSandbox(testApp(), user.bearer, paymentId, 'confirm');
        expect(await licensesOf(user.userId)).toEqual([]);
        expect((await orderRow(orderId)).status).toBe('failed');
        // The cart still holds the title for another try.
        const cart = meCartSchema.parse((await myCart(testApp(), user)).body);
        expect(cart._embedded['app:product'].map((p) => p.id)).toEqual([product.id]);
      });

      it('declines instead of charging twice when a title of the order was bought meanwhile', async () => {
        const user = await createSignedInUser(testApp(), { now: clock.now() });
        const product = freshProduct();
        await addToCart(testApp(), user, product.cartId);
        const first = await checkout(testApp(), user);
        await pressSandbox(testApp(), user.bearer, first.paymentId, 'confirm');
        // A second order for the same title, made before the first was paid, in another market's cart is impossible,
        // so the conflicting order is written as a stale one would be.
        await testApp()
          .database.db.insertInto('orders')
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
        await testApp()
          .database.db.insertInto('order_lines')
          .values({
            id: '00000000-0000-4000-8000-000000000002',
            order_id: '00000000-0000-4000-8000-000000000001',
            position: 0,
            product_id: product.id,
            name: product.name,
            price: 100,
          })
          .execute();
        await testApp()
          .database.db.insertInto('payments')
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

        const res = await pressSandbox(testApp(), user.bearer, '00000000-0000-4000-8000-000000000003', 'confirm');
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
    },
  );
}
