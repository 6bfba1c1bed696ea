import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#contract/api-error.schema';
import { meSchema } from '#contract/me.schema';
import { productRelationsSchema } from '#contract/product-relations.schema';
import { MARKETS } from '#domain/market/markets';
import { createSignedInUser, sendCommand, type TestUser } from '#test/support/server/accounts';
import { DATABASE_TARGETS } from '#test/support/server/databases';
import { createTestApp, requestJson, type TestApp } from '#test/support/server/test-server';

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`CSRF and the Authorization header on ${target.kind}`, () => {
    let testApp: TestApp;
    let productId: string;
    beforeAll(async () => {
      testApp = await createTestApp({}, { target });
      const product = await testApp.database.db
        .selectFrom('products')
        .select('id')
        .where('catalog_id', '=', MARKETS.pl.catalogId)
        .executeTakeFirstOrThrow();
      productId = product.id;
    }, 60_000);
    afterAll(() => testApp.close());

    const cookieOf = (user: TestUser) => `audiora_access=${user.accessToken}`;
    const favouritesOf = async (user: TestUser) => {
      const { body } = await sendCommand(testApp, 'GetProductRelations', { product_ids: [productId] }, user.bearer);
      return productRelationsSchema.parse(body).relations[productId]?.favorite;
    };

    it('does not let a non-bearer Authorization header spare a cookie write the same-origin check', async () => {
      const user = await createSignedInUser(testApp);
      for (const authorization of [
        'Basic dXNlcjpwYXNz',
        'Bearer short',
        'Bearer',
        'Token abcdefghijklmnopqrstuvwxyz',
      ]) {
        const { res, body } = await sendCommand(
          testApp,
          'AddToFavourites',
          { product_ids: [productId] },
          { Cookie: cookieOf(user), Authorization: authorization },
        );
        expect(res.status, authorization).toBe(403);
        expect(apiErrorSchema.parse(body).code).toBe('CSRF_REJECTED');
      }
      expect(await favouritesOf(user)).toBe(false);
      // From this site the cookie still works, whatever else the browser sends.
      const sameOrigin = await sendCommand(
        testApp,
        'AddToFavourites',
        { product_ids: [productId] },
        { Cookie: cookieOf(user), Authorization: 'Basic dXNlcjpwYXNz', 'Sec-Fetch-Site': 'same-origin' },
      );
      expect(sameOrigin.res.status).toBe(200);
      expect(await favouritesOf(user)).toBe(true);
    });

    it('takes the viewer of a bearer request from the token alone, never from a cookie sent with it', async () => {
      const script = await createSignedInUser(testApp);
      const browser = await createSignedInUser(testApp);
      const both = { ...script.bearer, Cookie: cookieOf(browser) };
      expect(meSchema.parse((await requestJson(testApp.app, '/pl/v2/me', both)).body).id).toBe(script.userId);

      const write = await sendCommand(testApp, 'AddToFavourites', { product_ids: [productId] }, both);
      expect(write.res.status).toBe(200);
      expect(await favouritesOf(script)).toBe(true);
      expect(await favouritesOf(browser)).toBe(false);

      // A well-formed bearer token that names no session leaves a visitor, even with a good cookie.
      const unknown = { Authorization: `Bearer ${'x'.repeat(43)}`, Cookie: cookieOf(browser) };
      const refused = await sendCommand(testApp, 'AddToFavourites', { product_ids: [productId] }, unknown);
      expect(refused.res.status).toBe(401);
      expect((await requestJson(testApp.app, '/pl/v2/me', unknown)).res.status).toBe(401);
      expect(await favouritesOf(browser)).toBe(false);
    });
  });
}
