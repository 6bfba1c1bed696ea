import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#contract/api-error.schema';
import { legacyCartResponseSchema, meCartSchema } from '#contract/cart.schema';
import { MARKETS } from '#domain/market/markets';
import { PROMO_CODE_LIMITS } from '#server/commerce/cart/apply-promo-code.use-case';
import { command as commandFrom } from '#test/support/server/account-flows';
import { DATABASE_TARGETS } from '#test/support/server/databases';
import {
  addToCart,
  bearerAt,
  checkout,
  commerceSuite,
  createSignedInUser,
  myCart,
  pressSandbox,
  sendCommand,
} from '#test/support/server/commerce/commerce-fixtures';
import type { TestUser } from '#test/support/server/accounts';

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`the cart and its promo code on ${target.kind}`, () => {
    const { clock, testApp, products, product, legacyCart } = commerceSuite(target, async (app) => {
      await app.database.db
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
    });

    const twoTitlesCart = async () => {
      const user = await createSignedInUser(testApp(), { now: clock.now() });
      const [a, b] = products().slice(0, 2);
      await addToCart(testApp(), user, a?.cartId ?? '');
      await addToCart(testApp(), user, b?.cartId ?? '');
      const cart = meCartSchema.parse((await myCart(testApp(), user)).body);
      return { user, subtotal: cart.subtotal };
    };
    it('prices titles at the subscriber price for club members', async () => {
      const title = products().find(
        (p) => p.priceForSubscribers !== null && p.priceForSubscribers < Math.min(p.price, p.discountPrice ?? Infinity),
      );
      if (!title) throw new Error('the demo catalogue has no subscriber price below the others');
      const member = await createSignedInUser(testApp(), {
        now: clock.now(),
        clubUntil: new Date(clock.now().getTime() + 86_400_000),
      });
      const visitor = await createSignedInUser(testApp(), { now: clock.now() });
      await addToCart(testApp(), member, title.cartId);
      await addToCart(testApp(), visitor, title.cartId);
      const memberCart = meCartSchema.parse((await myCart(testApp(), member)).body);
      const visitorCart = meCartSchema.parse((await myCart(testApp(), visitor)).body);
      expect(memberCart._embedded['app:product'][0]?.cart_price).toBe(title.priceForSubscribers);
      expect(memberCart.value).toBe(title.priceForSubscribers);
      expect(visitorCart.value).toBe(Math.min(title.price, title.discountPrice ?? Infinity));
      expect(memberCart.currency).toBe('PLN');
    });

    it('removes a title with RemoveFromCart', async () => {
      const user = await createSignedInUser(testApp(), { now: clock.now() });
      await addToCart(testApp(), user, product(3).cartId);
      await addToCart(testApp(), user, product(4).cartId);
      const { res, body } = await sendCommand(testApp(), 'RemoveFromCart', { product_id: product(3).id }, user.bearer);
      expect(res.status).toBe(200);
      expect(meCartSchema.parse(body)._embedded['app:product'].map((p) => p.id)).toEqual([product(4).id]);
      const again = await sendCommand(testApp(), 'RemoveFromCart', { product_id: product(3).id }, user.bearer);
      expect(again.res.status).toBe(404);
      const invalid = await sendCommand(testApp(), 'RemoveFromCart', { product_id: 'nope' }, user.bearer);
      expect(invalid.res.status).toBe(422);
    });

    it('keeps carts apart: B neither sees nor changes A’s cart', async () => {
      const alice = await createSignedInUser(testApp(), { now: clock.now() });
      const bob = await createSignedInUser(testApp(), { now: clock.now() });
      await addToCart(testApp(), alice, product(5).cartId);

      const bobCart = meCartSchema.parse((await myCart(testApp(), bob)).body);
      expect(bobCart._embedded['app:product']).toEqual([]);
      expect(legacyCartResponseSchema.parse((await legacyCart(bob.bearer)).body).cart.products).toEqual([]);
      const removal = await sendCommand(testApp(), 'RemoveFromCart', { product_id: product(5).id }, bob.bearer);
      expect(removal.res.status).toBe(404);
      await sendCommand(testApp(), 'ApplyPromoCode', { code: 'WELCOME10' }, bob.bearer);
      const aliceCart = meCartSchema.parse((await myCart(testApp(), alice)).body);
      expect(aliceCart._embedded['app:product'].map((p) => p.id)).toEqual([product(5).id]);
      expect(aliceCart.promocode).toBeNull();
    });

    it('answers 401 to visitors', async () => {
      expect((await testApp().app.request('/pl/v2/me/cart')).status).toBe(401);
      const body = apiErrorSchema.parse(await (await testApp().app.request('/pl/v2/me/cart')).json());
      expect(body.message).toBe('Bad credentials');
    });
    it('seeds two demo codes in every market', async () => {
      const rows = await testApp().database.db.selectFrom('promo_codes').select(['catalog_id', 'code']).execute();
      for (const market of Object.values(MARKETS)) {
        const codes = rows.filter((row) => row.catalog_id === market.catalogId).map((row) => row.code);
        expect(codes, market.locale).toContain('WELCOME10');
        expect(codes.length, market.locale).toBeGreaterThanOrEqual(2);
      }
      expect(rows).toContainEqual({ catalog_id: MARKETS.sk.catalogId, code: 'VITAJ4' });
    });

    it('takes 10 % off with WELCOME10, typed in any case, and shows it in both cart shapes', async () => {
      const { user, subtotal } = await twoTitlesCart();
      const { res, body } = await sendCommand(testApp(), 'ApplyPromoCode', { code: ' welcome10 ' }, user.bearer);
      expect(res.status).toBe(200);
      const cart = meCartSchema.parse(body);
      expect(cart).toMatchObject({ promocode: 'WELCOME10', subtotal, discount: Math.floor(subtotal / 10) });
      expect(cart.value).toBe(subtotal - Math.floor(subtotal / 10));
      const legacy = (await (
        await testApp().app.request('/pl/user/profile.json?mode=cart', { headers: user.bearer })
      ).json()) as {
        cart: { promocode: string | null };
      };
      expect(legacy.cart.promocode).toBe('WELCOME10');
    });

    it('takes a fixed amount off and carries the discount into the paid order', async () => {
      const { user, subtotal } = await twoTitlesCart();
      await sendCommand(testApp(), 'ApplyPromoCode', { code: 'WITAJ15' }, user.bearer);
      const { orderId, paymentId } = await checkout(testApp(), user);
      await pressSandbox(testApp(), user.bearer, paymentId, 'confirm');
      const order = await testApp()
        .database.db.selectFrom('orders')
        .selectAll()
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow();
      expect(order).toMatchObject({
        subtotal,
        discount: Math.min(1500, subtotal),
        promo_code: 'WITAJ15',
        status: 'paid',
      });
      const payment = await testApp()
        .database.db.selectFrom('payments')
        .selectAll()
        .where('id', '=', paymentId)
        .executeTakeFirstOrThrow();
      expect(payment.amount).toBe(subtotal - Math.min(1500, subtotal));
      // The used code leaves the cart with the titles.
      expect(meCartSchema.parse((await myCart(testApp(), user)).body).promocode).toBeNull();
    });

    it('refuses an expired code, one of another market and an unknown one with 422 on `code`', async () => {
      const { user } = await twoTitlesCart();
      const cases: [string, string][] = [
        ['VITAJ4', 'NOT_FOUND'],
        ['NOPE', 'NOT_FOUND'],
      ];
      for (const [code, fieldCode] of cases) {
        const { res, body } = await sendCommand(testApp(), 'ApplyPromoCode', { code }, user.bearer);
        expect(res.status, code).toBe(422);
        const error = apiErrorSchema.parse(body);
        expect(error.code).toBe('PROMO_CODE_INVALID');
        expect(error.errors).toEqual([{ property: 'code', code: fieldCode }]);
      }
      const empty = await sendCommand(testApp(), 'ApplyPromoCode', { code: '  ' }, user.bearer);
      expect(empty.res.status).toBe(422);
      expect(apiErrorSchema.parse(empty.body).errors).toEqual([{ property: 'code', code: 'REQUIRED' }]);

      clock.advance(2 * 3_600_000);
      const headers = await bearerAt(testApp(), user, clock.now());
      const expired = await sendCommand(testApp(), 'ApplyPromoCode', { code: 'SPRING20' }, headers);
      expect(expired.res.status).toBe(422);
      expect(apiErrorSchema.parse(expired.body).errors).toEqual([{ property: 'code', code: 'EXPIRED' }]);
      const cart = meCartSchema.parse(await (await testApp().app.request('/pl/v2/me/cart', { headers })).json());
      expect(cart.promocode).toBeNull();
    });

    it('drops a code from the totals once it expires, and RemovePromoCode takes it off', async () => {
      const { user, subtotal } = await twoTitlesCart();
      await testApp()
        .database.db.updateTable('promo_codes')
        .set({ expires_at: new Date(clock.now().getTime() + 60_000).toISOString() })
        .where('code', '=', 'SPRING20')
        .execute();
      const applied = meCartSchema.parse(
        (await sendCommand(testApp(), 'ApplyPromoCode', { code: 'SPRING20' }, user.bearer)).body,
      );
      expect(applied.discount).toBe(Math.floor(subtotal / 5));
      clock.advance(120_000);
      const later = meCartSchema.parse((await myCart(testApp(), user)).body);
      expect(later).toMatchObject({ promocode: null, discount: 0, value: subtotal });

      await sendCommand(testApp(), 'ApplyPromoCode', { code: 'WELCOME10' }, user.bearer);
      const removed = await sendCommand(testApp(), 'RemovePromoCode', {}, user.bearer);
      expect(meCartSchema.parse(removed.body)).toMatchObject({ promocode: null, value: subtotal });
    });

    it('matches a code however it was typed or pasted, in the one normalised form', async () => {
      const user = await createSignedInUser(testApp(), { now: clock.now() });
      for (const code of ['ｗｅｌｃｏｍｅ１０', '\u00a0Wel\u200bcome\u00ad10\u200e\r\n']) {
        const { res, body } = await sendCommand(testApp(), 'ApplyPromoCode', { code }, user.bearer);
        expect(res.status, code).toBe(200);
        expect(meCartSchema.parse(body).promocode).toBe('WELCOME10');
      }
      // Nothing but invisible characters and spaces is no code at all.
      const blank = await sendCommand(testApp(), 'ApplyPromoCode', { code: '\u200b\u3000\ufeff' }, user.bearer);
      expect(apiErrorSchema.parse(blank.body).errors).toEqual([{ property: 'code', code: 'REQUIRED' }]);
    });

    it('serves a code once per account: refused after a paid order with it, open to every other account', async () => {
      const { user } = await twoTitlesCart();
      expect((await sendCommand(testApp(), 'ApplyPromoCode', { code: 'WELCOME10' }, user.bearer)).res.status).toBe(200);
      const { orderId, paymentId } = await checkout(testApp(), user);
      await pressSandbox(testApp(), user.bearer, paymentId, 'confirm');
      const paid = await testApp()
        .database.db.selectFrom('orders')
        .select(['status', 'promo_code'])
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow();
      expect(paid).toEqual({ status: 'paid', promo_code: 'WELCOME10' });

      const again = await sendCommand(testApp(), 'ApplyPromoCode', { code: ' welcome10' }, user.bearer);
      expect(again.res.status).toBe(422);
      expect(apiErrorSchema.parse(again.body)).toMatchObject({
        code: 'PROMO_CODE_INVALID',
        message: 'You have already used this promo code',
        errors: [{ property: 'code', code: 'ALREADY_USED' }],
      });
      expect(meCartSchema.parse((await myCart(testApp(), user)).body).promocode).toBeNull();

      const other = await createSignedInUser(testApp(), { now: clock.now() });
      const theirs = await sendCommand(testApp(), 'ApplyPromoCode', { code: 'WELCOME10' }, other.bearer);
      expect(theirs.res.status).toBe(200);
      expect(meCartSchema.parse(theirs.body).promocode).toBe('WELCOME10');
    });

    it('leaves a code unused by an order whose payment was declined', async () => {
      const { user } = await twoTitlesCart();
      await sendCommand(testApp(), 'ApplyPromoCode', { code: 'WITAJ15' }, user.bearer);
      const { paymentId } = await checkout(testApp(), user);
      await pressSandbox(testApp(), user.bearer, paymentId, 'decline');
      await sendCommand(testApp(), 'RemovePromoCode', {}, user.bearer);
      expect((await sendCommand(testApp(), 'ApplyPromoCode', { code: 'WITAJ15' }, user.bearer)).res.status).toBe(200);
    });

    /** ApplyPromoCode as a user from a chosen client address. */
    const applyFrom = (user: TestUser, code: string, address: string) =>
      commandFrom(testApp(), 'ApplyPromoCode', { code }, { headers: user.bearer, address });

    it('answers 429 after 10 refused codes for an account, from any address, to a right code too', async () => {
      const guesser = await createSignedInUser(testApp(), { now: clock.now() });
      for (let i = 0; i < PROMO_CODE_LIMITS.perAccount.limit; i += 1)
        expect((await applyFrom(guesser, `GUESS${i}`, `203.0.113.${i}`)).res.status).toBe(422);
      const { res, body } = await applyFrom(guesser, 'WELCOME10', '203.0.113.200');
      expect(res.status).toBe(429);
      expect(apiErrorSchema.parse(body).code).toBe('TOO_MANY_ATTEMPTS');
      expect(Number(res.headers.get('Retry-After'))).toBe(PROMO_CODE_LIMITS.perAccount.windowMs / 1000);
      // Nobody else waits for one account's guesses, not even at the same address.
      const neighbour = await createSignedInUser(testApp(), { now: clock.now() });
      expect((await applyFrom(neighbour, 'WELCOME10', '203.0.113.200')).res.status).toBe(200);
    });

    it('answers 429 after 30 refused codes from an address, whichever accounts sent them', async () => {
      for (let i = 0; i < PROMO_CODE_LIMITS.perAddress.limit; i += 1) {
        const guesser = await createSignedInUser(testApp(), { now: clock.now() });
        expect((await applyFrom(guesser, `GUESS${i}`, '198.51.100.77')).res.status).toBe(422);
      }
      const next = await createSignedInUser(testApp(), { now: clock.now() });
      expect((await applyFrom(next, 'WELCOME10', '198.51.100.77')).res.status).toBe(429);
      expect((await applyFrom(next, 'WELCOME10', '198.51.100.78')).res.status).toBe(200);
    });
  });
}
