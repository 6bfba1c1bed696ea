import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#contract/api-error.schema';
import { favouritesPageSchema } from '#contract/favourites.schema';
import { productRelationsSchema } from '#contract/product-relations.schema';
import { DATABASE_TARGETS } from '#test/support/server/databases';
import { librarySuite } from '#test/support/server/library-suite';

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`favourites on ${target.kind}`, () => {
    const { clock, user, command, get, title } = librarySuite(target);

    const favourites = async (who: Awaited<ReturnType<typeof user>>, query = '') => {
      const { res, body } = await get(`/pl/v2/me/favourites${query}`, who);
      expect(res.status).toBe(200);
      expect(res.headers.get('Cache-Control')).toBe('private, no-store');
      return favouritesPageSchema.parse(body);
    };

    it('adds favourites, lists them newest first with product cards, and removes them', async () => {
      const listener = await user();
      const [first, second] = [await title(), await title({ type: 'podcast' })];
      const added = await command('AddToFavourites', { product_ids: [first.id] }, listener);
      expect(added.res.status).toBe(200);
      expect(productRelationsSchema.parse(added.body).relations).toEqual({ [first.id]: { favorite: true } });
      clock.advance(1000);
      await command('AddToFavourites', { product_ids: [second.id] }, listener);

      const page = await favourites(listener);
      expect(page).toMatchObject({ page: 1, limit: 30, pages: 1, total: 2 });
      expect(page._embedded['app:product'].map((p) => p.id)).toEqual([second.id, first.id]);
      expect(page._embedded['app:product'][1]).toMatchObject({ name: first.name, price: first.price, currency: 'PLN' });

      const removed = await command('RemoveFromFavourites', { product_ids: [second.id] }, listener);
      expect(productRelationsSchema.parse(removed.body).relations).toEqual({ [second.id]: { favorite: false } });
      expect((await favourites(listener))._embedded['app:product'].map((p) => p.id)).toEqual([first.id]);
    });

    it('is idempotent: adding twice keeps one entry and its first date, removing twice is fine', async () => {
      const listener = await user();
      const [older, newer] = [await title(), await title()];
      await command('AddToFavourites', { product_ids: [older.id, older.id] }, listener);
      clock.advance(1000);
      await command('AddToFavourites', { product_ids: [newer.id] }, listener);
      clock.advance(1000);
      const again = await command('AddToFavourites', { product_ids: [older.id] }, listener);
      expect(again.res.status).toBe(200);
      const page = await favourites(listener);
      expect(page.total).toBe(2);
      expect(page._embedded['app:product'].map((p) => p.id)).toEqual([newer.id, older.id]);
      for (let i = 0; i < 2; i++) {
        const { res } = await command('RemoveFromFavourites', { product_ids: [older.id, randomUUID()] }, listener);
        expect(res.status).toBe(200);
      }
      expect((await favourites(listener)).total).toBe(1);
    });

    it("refuses unknown products and other markets' products with 422 product_ids/NOT_FOUND, adding nothing", async () => {
      const listener = await user();
      const known = await title();
      const czech = await title({}, 'cz');
      for (const ids of [[known.id, randomUUID()], [czech.id]]) {
        const { res, body } = await command('AddToFavourites', { product_ids: ids }, listener);
        expect(res.status).toBe(422);
        expect(apiErrorSchema.parse(body).errors).toEqual([{ property: 'product_ids', code: 'NOT_FOUND' }]);
      }
      expect((await favourites(listener)).total).toBe(0);
    });

    it('validates product_ids: 1..100 UUIDs', async () => {
      const listener = await user();
      const cases: [unknown, string][] = [
        [[], 'EMPTY'],
        [Array.from({ length: 101 }, () => randomUUID()), 'TOO_MANY'],
        [['not-a-uuid'], 'INVALID'],
        [undefined, 'REQUIRED'],
      ];
      for (const [ids, code] of cases) {
        const { res, body } = await command('GetProductRelations', { product_ids: ids }, listener);
        expect(res.status, String(code)).toBe(422);
        expect(apiErrorSchema.parse(body).errors?.[0]?.code).toBe(code);
      }
    });

    it('answers GetProductRelations for every id, false for unknown ones', async () => {
      const listener = await user();
      const [liked, other] = [await title(), await title()];
      const unknown = randomUUID();
      await command('AddToFavourites', { product_ids: [liked.id] }, listener);
      const { res, body } = await command(
        'GetProductRelations',
        { product_ids: [liked.id, other.id, unknown] },
        listener,
      );
      expect(res.status).toBe(200);
      expect(productRelationsSchema.parse(body).relations).toEqual({
        [liked.id]: { favorite: true },
        [other.id]: { favorite: false },
        [unknown]: { favorite: false },
      });
    });

    it("pages with limit and page, 30 a page by default, and lists only the request market's titles", async () => {
      const listener = await user();
      const ids: string[] = [];
      for (let i = 0; i < 3; i++) {
        const t = await title();
        ids.push(t.id);
        await command('AddToFavourites', { product_ids: [t.id] }, listener);
        clock.advance(1000);
      }
      const czech = await title({}, 'cz');
      await command('AddToFavourites', { product_ids: [czech.id] }, listener, 'cz');
      const second = await favourites(listener, '?limit=2&page=2');
      expect(second).toMatchObject({ page: 2, limit: 2, pages: 2, total: 3 });
      expect(second._embedded['app:product'].map((p) => p.id)).toEqual([ids[0]]);
      const { body } = await get('/cz/v2/me/favourites', listener);
      expect(favouritesPageSchema.parse(body)._embedded['app:product'].map((p) => p.id)).toEqual([czech.id]);
      const bad = await get('/pl/v2/me/favourites?limit=0', listener);
      expect(bad.res.status).toBe(400);
    });

    it("keeps users apart: B neither sees nor removes A's favourites", async () => {
      const [a, b] = [await user(), await user()];
      const t = await title();
      await command('AddToFavourites', { product_ids: [t.id] }, a);
      expect((await favourites(b)).total).toBe(0);
      const relations = await command('GetProductRelations', { product_ids: [t.id] }, b);
      expect(productRelationsSchema.parse(relations.body).relations[t.id]).toEqual({ favorite: false });
      await command('RemoveFromFavourites', { product_ids: [t.id] }, b);
      expect((await favourites(a))._embedded['app:product'].map((p) => p.id)).toEqual([t.id]);
    });

    it('answers visitors 401', async () => {
      const t = await title();
      for (const name of ['AddToFavourites', 'RemoveFromFavourites', 'GetProductRelations']) {
        const { res, body } = await command(name, { product_ids: [t.id] });
        expect(res.status, name).toBe(401);
        expect(apiErrorSchema.parse(body).message).toBe('Bad credentials');
      }
      expect((await get('/pl/v2/me/favourites')).res.status).toBe(401);
    });
  });
}
