import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KyselyReviewRepository } from '#server/catalogue/kysely-review-repository';
import { seedIds } from '#server/db/seed/seed-ids';
import { CATALOGUE_DATABASE_TARGETS, DE, openSeeded, PL } from '#test/support/server/catalogue-databases';
import type { TestDatabase } from '#test/support/server/databases';

const pl = seedIds('pl');

for (const target of CATALOGUE_DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`KyselyReviewRepository on ${target.kind}`, () => {
    let testDb: TestDatabase;
    let reviews: KyselyReviewRepository;

    beforeAll(async () => {
      testDb = await openSeeded(target);
      reviews = new KyselyReviewRepository({ db: testDb.database.db });
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
        // The demo catalogue's reviews have no author, so nobody vouches that they heard the title.
        expect(r.verifiedListener).toBe(false);
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
  });
}
