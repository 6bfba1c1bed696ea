import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#contract/api-error.schema';
import { meCartSchema } from '#contract/cart.schema';
import { MARKETS } from '#domain/market/markets';
import { DATABASE_TARGETS } from '#test/support/databases';
import type { TestApp } from '#test/support/test-server';
import {
  addToCart,
  bearerAt,
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
  describe.skipIf(!target.available)(`promo codes on ${target.kind}`, () => {
    let testApp: TestApp;
    let clock: TestClock;
    let products: SellableProduct[];

    beforeAll(async () => {
      ({ testApp, clock } = await createCommerceApp(target));
      products = await sellableProducts(testApp);
      await testApp.database.db
        .insertInto('promo_codes')
        .values({
          id: crypto.randomUUID(),
          catalog_id: MARKETS.pl.catalogId,
          code: 'SPRING20',
          percent_off: 20,
          amount_off: null,
          expires_at: new Date(clock.now().getTime() + 3_600_000).toISOString(),
          created_at: clock.now().toISOString(),
        })
        .execute();
    }, 60_000);
    afterAll(() => testApp.close());

    const twoTitlesCart = async () => {
      const user = await createSignedInUser(testApp, { now: clock.now() });
      const [a, b] = products.slice(0, 2);
      await addToCart(testApp, user, a?.cartId ?? '');
      await addToCart(testApp, user, b?.cartId ?? '');
      const cart = meCartSchema.parse((await myCart(testApp, user)).body);
      return { user, subtotal: cart.subtotal };
    };

    it('seeds two demo codes in every market', async () => {
      const rows = await testApp.database.db.selectFrom('promo_codes').select(['catalog_id', 'code']).execute();
      for (const market of Object.values(MARKETS)) {
        const codes = rows.filter((row) => row.catalog_id === market.catalogId).map((row) => row.code);
        expect(codes, market.locale).toContain('WELCOME10');
        expect(codes.length, market.locale).toBeGreaterThanOrEqual(2);
      }
      expect(rows).toContainEqual({ catalog_id: MARKETS.sk.catalogId, code: 'VITAJ4' });
    });

    it('takes 10 % off with WELCOME10, typed in any case, and shows it in both cart shapes', async () => {
      const { user, subtotal } = await twoTitlesCart();
      const { res, body } = await sendCommand(testApp, 'ApplyPromoCode', { code: ' welcome10 ' }, user.bearer);
      expect(res.status).toBe(200);
      const cart = meCartSchema.parse(body);
      expect(cart).toMatchObject({ promocode: 'WELCOME10', subtotal, discount: Math.floor(subtotal / 10) });
      expect(cart.value).toBe(subtotal - Math.floor(subtotal / 10));
      const legacy = (await (
        await testApp.app.request('/pl/user/profile.json?mode=cart', { headers: user.bearer })
      ).json()) as {
        cart: { promocode: string | null };
      };
      expect(legacy.cart.promocode).toBe('WELCOME10');
    });

    it('takes a fixed amount off and carries the discount into the paid order', async () => {
      const { user, subtotal } = await twoTitlesCart();
      await sendCommand(testApp, 'ApplyPromoCode', { code: 'WITAJ15' }, user.bearer);
      const { orderId, paymentId } = await checkout(testApp, user);
      await pressSandbox(testApp, user.bearer, paymentId, 'confirm');
      const order = await testApp.database.db
        .selectFrom('orders')
        .selectAll()
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow();
      expect(order).toMatchObject({
        subtotal,
        discount: Math.min(1500, subtotal),
        promo_code: 'WITAJ15',
        status: 'paid',
      });
      const payment = await testApp.database.db
        .selectFrom('payments')
        .selectAll()
        .where('id', '=', paymentId)
        .executeTakeFirstOrThrow();
      expect(payment.amount).toBe(subtotal - Math.min(1500, subtotal));
      // The used code leaves the cart with the titles.
      expect(meCartSchema.parse((await myCart(testApp, user)).body).promocode).toBeNull();
    });

    it('refuses an expired code, one of another market and an unknown one with 422 on `code`', async () => {
      const { user } = await twoTitlesCart();
      const cases: [string, string][] = [
        ['VITAJ4', 'NOT_FOUND'],
        ['NOPE', 'NOT_FOUND'],
      ];
      for (const [code, fieldCode] of cases) {
        const { res, body } = await sendCommand(testApp, 'ApplyPromoCode', { code }, user.bearer);
        expect(res.status, code).toBe(422);
        const error = apiErrorSchema.parse(body);
        expect(error.code).toBe('PROMO_CODE_INVALID');
        expect(error.errors).toEqual([{ property: 'code', code: fieldCode }]);
      }
      const empty = await sendCommand(testApp, 'ApplyPromoCode', { code: '  ' }, user.bearer);
      expect(empty.res.status).toBe(422);
      expect(apiErrorSchema.parse(empty.body).errors).toEqual([{ property: 'code', code: 'REQUIRED' }]);

      clock.advance(2 * 3_600_000);
      const headers = await bearerAt(testApp, user, clock.now());
      const expired = await sendCommand(testApp, 'ApplyPromoCode', { code: 'SPRING20' }, headers);
      expect(expired.res.status).toBe(422);
      expect(apiErrorSchema.parse(expired.body).errors).toEqual([{ property: 'code', code: 'EXPIRED' }]);
      const cart = meCartSchema.parse(await (await testApp.app.request('/pl/v2/me/cart', { headers })).json());
      expect(cart.promocode).toBeNull();
    });

    it('drops a code from the totals once it expires, and RemovePromoCode takes it off', async () => {
      const { user, subtotal } = await twoTitlesCart();
      await testApp.database.db
        .updateTable('promo_codes')
        .set({ expires_at: new Date(clock.now().getTime() + 60_000).toISOString() })
        .where('code', '=', 'SPRING20')
        .execute();
      const applied = meCartSchema.parse(
        (await sendCommand(testApp, 'ApplyPromoCode', { code: 'SPRING20' }, user.bearer)).body,
      );
      expect(applied.discount).toBe(Math.floor(subtotal / 5));
      clock.advance(120_000);
      const later = meCartSchema.parse((await myCart(testApp, user)).body);
      expect(later).toMatchObject({ promocode: null, discount: 0, value: subtotal });

      await sendCommand(testApp, 'ApplyPromoCode', { code: 'WELCOME10' }, user.bearer);
      const removed = await sendCommand(testApp, 'RemovePromoCode', {}, user.bearer);
      expect(meCartSchema.parse(removed.body)).toMatchObject({ promocode: null, value: subtotal });
    });
  });
}
