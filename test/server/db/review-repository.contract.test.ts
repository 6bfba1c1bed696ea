import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductQueries } from '#server/db/queries/product.query';
import { KyselyReviewRepository } from '#server/db/repositories/kysely-review-repository';
import { InvalidRatingError } from '#server/db/repositories/review.repository';
import { seedIds } from '#server/db/seed/seed-ids';
import { CATALOGUE_DATABASE_TARGETS, DE, openSeeded, PL, UNKNOWN_ID } from '#test/support/catalogue-databases';
import type { TestDatabase } from '#test/support/databases';

const pl = seedIds('pl');
const USER_A = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const USER_B = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';

for (const target of CATALOGUE_DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`KyselyReviewRepository on ${target.kind}`, () => {
    let testDb: TestDatabase;
    let reviews: KyselyReviewRepository;
    let products: ProductQueries;

    beforeAll(async () => {
      testDb = await openSeeded(target);
      reviews = new KyselyReviewRepository({ db: testDb.database.db });
      products = new ProductQueries({ db: testDb.database.db });
    });

    afterAll(async () => {
      await testDb?.dispose();
    });

    it('lists only written reviews of a product, newest first, page by page', async () => {
      const first = await reviews.listByProduct(PL, pl.audiobook('lalka'), { page: 1, limit: 3 });
      expect(first.total).toBeGreaterThan(0);
      const all = [];
      for (let page = 1; page <= Math.ceil(first.total / 3); page += 1)
        all.push(...(await reviews.listByProduct(PL, pl.audiobook('lalka'), { page, limit: 3 })).items);
      expect(all).toHaveLength(first.total);
      for (const r of all) {
        expect(r.review).toBeTruthy();
        expect(r.authorSignature).toBeTruthy();
        expect(r.productId).toBe(pl.audiobook('lalka'));
      }
      const times = all.map((r) => r.createdAt);
      expect([...times].sort().reverse()).toEqual(times);
    });

    it('shows no reviews of a product through another catalogue', async () => {
      expect(await reviews.listByProduct(DE, pl.audiobook('lalka'), { page: 1, limit: 10 })).toEqual({
        items: [],
        total: 0,
      });
    });

    it('adds a user’s rating and keeps the product’s average in step', async () => {
      const before = await products.findProduct(PL, pl.audiobook('faraon'));
      expect(
        await reviews.save({
          productId: pl.audiobook('faraon'),
          userId: USER_A,
          rating: 1,
          now: '2026-11-22T10:00:00+00:00',
        }),
      ).toBe(true);
      const after = await products.findProduct(PL, pl.audiobook('faraon'));
      expect(after?.card.ratingCount).toBe((before?.card.ratingCount ?? 0) + 1);
      expect(await reviews.findByUser(pl.audiobook('faraon'), USER_A)).toMatchObject({
        rating: 1,
        review: null,
        userId: USER_A,
      });
      // A rating without text is not a written review.
      const written = await reviews.listByProduct(PL, pl.audiobook('faraon'), { page: 1, limit: 100 });
      expect(written.items.some((r) => r.userId === USER_A)).toBe(false);
    });

    it('replaces the user’s earlier rating instead of adding another, keeping the text when only the stars change', async () => {
      const id = pl.audiobook('chlopi');
      const start = await products.findProduct(PL, id);
      const count = start?.card.ratingCount ?? 0;
      await reviews.save({
        productId: id,
        userId: USER_B,
        rating: 2,
        review: 'Za długie.',
        authorSignature: 'B.',
        now: '2026-11-20T10:00:00+00:00',
      });
      await reviews.save({ productId: id, userId: USER_B, rating: 5, now: '2026-11-21T10:00:00+00:00' });
      const mine = await reviews.findByUser(id, USER_B);
      expect(mine).toMatchObject({
        rating: 5,
        review: 'Za długie.',
        authorSignature: 'B.',
        createdAt: '2026-11-21T10:00:00+00:00',
      });
      const end = await products.findProduct(PL, id);
      expect(end?.card.ratingCount).toBe(count + 1);
      const { sum } = await testDb.database.db
        .selectFrom('reviews')
        .select((eb) => eb.fn.sum<number>('rating').as('sum'))
        .where('product_id', '=', id)
        .executeTakeFirstOrThrow();
      const row = await testDb.database.db
        .selectFrom('products')
        .select(['rating_sum', 'rating_count'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(Number(row.rating_sum)).toBe(Number(sum));
      expect(end?.card.ratingSum).toBe(Number(sum));
      const written = await reviews.listByProduct(PL, id, { page: 1, limit: 1 });
      expect(written.items[0]).toMatchObject({ userId: USER_B, review: 'Za długie.' });
    });

    it('refuses a rating outside 1..5 and a product that does not exist', async () => {
      for (const rating of [0, 6, 2.5, Number.NaN])
        await expect(
          reviews.save({ productId: pl.audiobook('lalka'), userId: USER_A, rating, now: '2026-11-22T10:00:00+00:00' }),
        ).rejects.toThrow(InvalidRatingError);
      expect(
        await reviews.save({ productId: UNKNOWN_ID, userId: USER_A, rating: 4, now: '2026-11-22T10:00:00+00:00' }),
      ).toBe(false);
      expect(await reviews.findByUser(pl.audiobook('lalka'), USER_A)).toBeNull();
    });
  });
}
