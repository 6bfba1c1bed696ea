import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KyselyCategoryRepository } from '#server/catalogue/kysely-category-repository';
import { CATALOGUE_DATABASE_TARGETS } from '#test/support/server/catalogue-databases';
import type { TestDatabase } from '#test/support/server/databases';

const CATALOG_A = '11111111-1111-4111-8111-111111111111';
const CATALOG_B = '22222222-2222-4222-8222-222222222222';
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

for (const target of CATALOGUE_DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`KyselyCategoryRepository on ${target.kind}`, () => {
    let testDb: TestDatabase;
    let repository: KyselyCategoryRepository;

    beforeAll(async () => {
      testDb = await target.open();
      const { db } = testDb.database;
      await db
        .insertInto('catalogs')
        .values([
          { id: CATALOG_A, locale: 'pl', currency: 'PLN' },
          { id: CATALOG_B, locale: 'de', currency: 'EUR' },
        ])
        .execute();
      // Inserted out of order: the repository must sort by position.
      await db
        .insertInto('categories')
        .values([
          { id: id(2), catalog_id: CATALOG_A, parent_id: null, slug: 'fantastyka', name: 'Fantastyka', position: 2 },
          { id: id(1), catalog_id: CATALOG_A, parent_id: null, slug: 'kryminal', name: 'Kryminał', position: 0 },
          { id: id(3), catalog_id: CATALOG_A, parent_id: id(1), slug: 'thriller', name: 'Thriller', position: 1 },
          { id: id(4), catalog_id: CATALOG_B, parent_id: null, slug: 'krimis', name: 'Krimis', position: 0 },
        ])
        .execute();
      repository = new KyselyCategoryRepository({ db });
    });

    afterAll(async () => {
      await testDb?.dispose();
    });

    it("lists a catalogue's categories in display order with their parents", async () => {
      expect(await repository.listByCatalog(CATALOG_A)).toEqual([
        { id: id(1), slug: 'kryminal', name: 'Kryminał', parentId: null },
        { id: id(3), slug: 'thriller', name: 'Thriller', parentId: id(1) },
        { id: id(2), slug: 'fantastyka', name: 'Fantastyka', parentId: null },
      ]);
    });

    it("never returns another catalogue's categories", async () => {
      expect((await repository.listByCatalog(CATALOG_B)).map((c) => c.slug)).toEqual(['krimis']);
    });

    it('returns nothing for an unknown catalogue', async () => {
      expect(await repository.listByCatalog('33333333-3333-4333-8333-333333333333')).toEqual([]);
    });

    it('rejects a second category with the same slug in one catalogue', async () => {
      await expect(
        testDb.database.db
          .insertInto('categories')
          .values({ id: id(9), catalog_id: CATALOG_A, parent_id: null, slug: 'kryminal', name: 'X', position: 9 })
          .execute(),
      ).rejects.toThrow();
    });

    it('rejects a category whose parent does not exist', async () => {
      await expect(
        testDb.database.db
          .insertInto('categories')
          .values({ id: id(10), catalog_id: CATALOG_A, parent_id: id(99), slug: 'orphan', name: 'X', position: 9 })
          .execute(),
      ).rejects.toThrow();
    });
  });
}
