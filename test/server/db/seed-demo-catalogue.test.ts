import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '#domain/market/locale';
import { MARKETS } from '#domain/market/markets';
import { KyselyCategoryRepository } from '#server/db/repositories/kysely-category-repository';
import { seedDemoCatalogue } from '#server/db/seed/seed-demo-catalogue';
import { DATABASE_TARGETS, type TestDatabase } from '#test/support/databases';

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`demo catalogue seed on ${target.kind}`, () => {
    let testDb: TestDatabase;

    beforeAll(async () => {
      testDb = await target.open();
    });

    afterAll(async () => {
      await testDb?.dispose();
    });

    it('gives every market its catalogue with top-level and child categories', async () => {
      await seedDemoCatalogue(testDb.database.db);
      const repository = new KyselyCategoryRepository({ db: testDb.database.db });
      for (const locale of LOCALES) {
        const categories = await repository.listByCatalog(MARKETS[locale].catalogId);
        expect(categories.filter((c) => c.parentId === null).length, locale).toBeGreaterThanOrEqual(5);
        expect(
          categories.some((c) => c.parentId !== null),
          locale,
        ).toBe(true);
        const ids = new Set(categories.map((c) => c.id));
        for (const c of categories) if (c.parentId) expect(ids.has(c.parentId)).toBe(true);
      }
    });

    it('can run again at every start without duplicating or changing anything', async () => {
      const count = async () =>
        (
          await testDb.database.db
            .selectFrom('categories')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n;
      const before = Number(await count());
      await seedDemoCatalogue(testDb.database.db);
      expect(Number(await count())).toBe(before);
    });
  });
}
