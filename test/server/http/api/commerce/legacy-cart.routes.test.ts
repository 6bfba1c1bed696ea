import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#contract/api-error.schema';
import { cartAddResponseSchema, legacyCartResponseSchema, meCartSchema } from '#contract/cart.schema';
import { DATABASE_TARGETS } from '#test/support/server/databases';
import {
  addToCart,
  commerceSuite,
  createSignedInUser,
  myCart,
  sellableProducts,
} from '#test/support/server/commerce/commerce-fixtures';

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`the legacy store host's cart on ${target.kind}`, () => {
    const { clock, testApp, product, legacyCart } = commerceSuite(target);

    it('adds by the reference id without its market prefix and answers the spec cart', async () => {
      const user = await createSignedInUser(testApp(), { now: clock.now() });
      const title = product(0);
      const res = await addToCart(testApp(), user, title.cartId);
      expect(res.status).toBe(200);
      expect(res.headers.get('Cache-Control')).toBe('private, no-store');
      const body = cartAddResponseSchema.parse(await res.json());
      expect(body.cart.promocode).toBeNull();
      expect(body.cart.products).toHaveLength(1);
      const item = body.cart.products[0];
      expect(item?.product).toMatchObject({
        id: title.id,
        reference_id: title.referenceId,
        name: title.name,
        price: title.price,
      });
      expect(item?.price).toBe(Math.min(title.price, title.discountPrice ?? Infinity));
      expect(item?.product._embedded['app:author'].length).toBeGreaterThan(0);

      const { res: read, body: legacy } = await legacyCart(user.bearer);
      expect(read.status).toBe(200);
      expect(legacyCartResponseSchema.parse(legacy).cart).toEqual(body.cart);
    });

    it('keeps one line when a title is added twice, and tells unknown titles apart', async () => {
      const user = await createSignedInUser(testApp(), { now: clock.now() });
      await addToCart(testApp(), user, product(1).cartId);
      const second = cartAddResponseSchema.parse(await (await addToCart(testApp(), user, product(1).cartId)).json());
      expect(second.cart.products.map((p) => p.product.id)).toEqual([product(1).id]);

      for (const id of ['no-such-title', product(1).referenceId, '..%2F..', 'x'.repeat(200)]) {
        const res = await addToCart(testApp(), user, id);
        expect(res.status, id).toBe(404);
      }
      // A title of another market is not in this market's catalogue.
      const [german] = await sellableProducts(testApp(), 'de');
      expect((await addToCart(testApp(), user, german?.cartId ?? '')).status).toBe(404);
    });

    it('refuses a title the user owns with 409 ALREADY_OWNED', async () => {
      const user = await createSignedInUser(testApp(), { now: clock.now() });
      await testApp()
        .database.db.insertInto('licenses')
        .values({
          id: crypto.randomUUID(),
          user_id: user.userId,
          product_id: product(2).id,
          order_id: crypto.randomUUID(),
          granted_at: clock.now().toISOString(),
        })
        .execute();
      const res = await addToCart(testApp(), user, product(2).cartId);
      expect(res.status).toBe(409);
      expect(apiErrorSchema.parse(await res.json()).code).toBe('ALREADY_OWNED');
    });

    it('answers 401 to visitors', async () => {
      expect((await legacyCart({})).res.status).toBe(401);
      expect((await testApp().app.request(`/pl/cart/add/${product(0).cartId}`)).status).toBe(401);
    });

    it('refuses the state-changing GET add from another site when the browser authenticates by cookie', async () => {
      const user = await createSignedInUser(testApp(), { now: clock.now() });
      const cookie = `audiora_access=${user.accessToken}`;
      const refused: Record<string, string>[] = [
        { Cookie: cookie, 'Sec-Fetch-Site': 'cross-site' },
        { Cookie: cookie, 'Sec-Fetch-Site': 'same-site' },
        { Cookie: cookie, 'Sec-Fetch-Site': 'none' },
        { Cookie: cookie, 'Sec-Fetch-Site': 'cross-site', Referer: 'http://localhost/pl/koszyk' },
        { Cookie: cookie, Referer: 'https://evil.example/page' },
        { Cookie: cookie, Origin: 'https://evil.example' },
        { Cookie: cookie, Referer: 'not a url' },
        { Cookie: cookie },
      ];
      for (const headers of refused) {
        const res = await testApp().app.request(`/pl/cart/add/${product(6).cartId}`, { headers });
        expect(res.status, JSON.stringify(headers)).toBe(403);
        expect(apiErrorSchema.parse(await res.json()).code).toBe('CSRF_REJECTED');
      }
      expect(meCartSchema.parse((await myCart(testApp(), user)).body)._embedded['app:product']).toEqual([]);

      const allowed: Record<string, string>[] = [
        { Cookie: cookie, 'Sec-Fetch-Site': 'same-origin' },
        { Cookie: cookie, Referer: 'http://localhost/pl/audiobook/1' },
        { Cookie: cookie, Origin: 'http://localhost' },
      ];
      for (const headers of allowed) {
        const res = await testApp().app.request(`/pl/cart/add/${product(6).cartId}`, { headers });
        expect(res.status, JSON.stringify(headers)).toBe(200);
      }
      // Reading the cart by cookie stays a plain GET.
      expect((await legacyCart({ Cookie: cookie })).res.status).toBe(200);
    });

    it('leaves other profile modes and unknown locales to later routes', async () => {
      const user = await createSignedInUser(testApp(), { now: clock.now() });
      expect((await testApp().app.request('/pl/user/profile.json', { headers: user.bearer })).status).toBe(404);
      expect((await testApp().app.request('/xx/user/profile.json?mode=cart', { headers: user.bearer })).status).toBe(
        404,
      );
      expect((await testApp().app.request(`/xx/cart/add/${product(0).cartId}`, { headers: user.bearer })).status).toBe(
        404,
      );
    });
  });
}
