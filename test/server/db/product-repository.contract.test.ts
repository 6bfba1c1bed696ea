import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KyselyProductRepository } from '#server/db/repositories/kysely-product-repository';
import type { ProductRecord } from '#server/db/repositories/product.repository';
import { seedIds } from '#server/db/seed/seed-ids';
import { CATALOGUE_DATABASE_TARGETS, DE, openSeeded, PL, UNKNOWN_ID } from '#test/support/catalogue-databases';
import type { TestDatabase } from '#test/support/databases';

const pl = seedIds('pl');
const de = seedIds('de');

const isSorted = (values: readonly (number | string)[], direction: 'asc' | 'desc') =>
  values.every((v, i) => {
    const previous = values[i - 1];
    return previous === undefined || (direction === 'desc' ? previous >= v : previous <= v);
  });

for (const target of CATALOGUE_DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`KyselyProductRepository on ${target.kind}`, () => {
    let testDb: TestDatabase;
    let products: KyselyProductRepository;

    beforeAll(async () => {
      testDb = await openSeeded(target);
      products = new KyselyProductRepository({ db: testDb.database.db });
    });

    afterAll(async () => {
      await testDb?.dispose();
    });

    it('finds a product of the catalogue with its prices, currency, rating and authors', async () => {
      const lalka = await products.findById(PL, pl.audiobook('lalka'));
      expect(lalka).toMatchObject({
        id: pl.audiobook('lalka'),
        catalogId: PL,
        type: 'audiobook',
        cycleType: null,
        slug: 'lalka',
        referenceId: 'pl_lalka',
        name: 'Lalka',
        image: pl.cover('lalka'),
        authors: [{ id: pl.author('prus'), slug: 'boleslaw-prus', name: 'Bolesław Prus' }],
      });
      expect(lalka?.descriptionHtml).toBe(`<p>${lalka?.description ?? ''}</p>`);
      expect(lalka?.prices?.currency).toBe('PLN');
      expect(lalka?.prices?.price).toBeGreaterThan(0);
      expect(lalka?.ratingCount).toBeGreaterThan(0);
      expect(lalka?.rating).toBeGreaterThanOrEqual(1);
      expect(lalka?.rating).toBeLessThanOrEqual(5);
      expect(Number.isInteger((lalka?.rating ?? 0) * 100)).toBe(true);
    });

    it('never finds another catalogue’s product, nor an unknown one', async () => {
      expect(await products.findById(PL, de.audiobook('faust'))).toBeNull();
      expect(await products.findById(DE, pl.audiobook('lalka'))).toBeNull();
      expect(await products.findById(PL, UNKNOWN_ID)).toBeNull();
    });

    it('finds a product by its slug, and tells cycles, podcasts and free titles apart', async () => {
      expect((await products.findBySlug(PL, 'pan-tadeusz'))?.authors.map((a) => a.name)).toEqual(['Adam Mickiewicz']);
      const trylogia = await products.findById(PL, pl.cycle('trylogia'));
      expect(trylogia).toMatchObject({ type: 'cycle', cycleType: 'series', name: 'Trylogia' });
      const podcast = await products.findById(PL, pl.podcast('bedtime'));
      expect(podcast).toMatchObject({ type: 'podcast', isFree: true, prices: { price: 0, currency: 'PLN' } });
      expect(await products.findBySlug(DE, 'pan-tadeusz')).toBeNull();
    });

    it('finds several products in the order asked, leaving out unknown and foreign ids', async () => {
      const ids = [
        pl.audiobook('potop'),
        UNKNOWN_ID,
        pl.audiobook('lalka'),
        de.audiobook('faust'),
        pl.audiobook('chlopi'),
      ];
      expect((await products.findByIds(PL, ids)).map((p) => p.slug)).toEqual(['potop', 'lalka', 'chlopi']);
      expect(await products.findByIds(PL, [])).toEqual([]);
    });

    it('pages through a type, newest first, without gaps or repeats', async () => {
      const first = await products.list(PL, { page: 1, limit: 20, type: 'audiobook' });
      expect(first.total).toBeGreaterThanOrEqual(40);
      const all: ProductRecord[] = [];
      for (let page = 1; page <= Math.ceil(first.total / 20); page += 1)
        all.push(...(await products.list(PL, { page, limit: 20, type: 'audiobook' })).items);
      expect(all).toHaveLength(first.total);
      expect(new Set(all.map((p) => p.id)).size).toBe(first.total);
      expect(all.every((p) => p.type === 'audiobook' && p.catalogId === PL)).toBe(true);
      expect(
        isSorted(
          all.map((p) => p.publishedAt),
          'desc',
        ),
      ).toBe(true);
      expect((await products.list(PL, { page: 99, limit: 20, type: 'audiobook' })).items).toEqual([]);
    });

    it('sorts by popularity, rating and name', async () => {
      const popular = await products.list(PL, { page: 1, limit: 60, sort: 'popularity' });
      expect(
        isSorted(
          popular.items.map((p) => p.ratingCount),
          'desc',
        ),
      ).toBe(true);
      const rated = await products.list(PL, { page: 1, limit: 60, sort: 'rating' });
      expect(
        isSorted(
          rated.items.map((p) => p.rating),
          'desc',
        ),
      ).toBe(true);
      const named = await products.list(DE, { page: 1, limit: 5, sort: 'name', type: 'audiobook' });
      expect(named.items).toHaveLength(5);
    });

    it('lists a category with its children’s products, and filters by author, lector and publisher', async () => {
      const crime = await products.list(PL, { page: 1, limit: 100, categoryId: pl.category('crime') });
      const classic = await products.list(PL, { page: 1, limit: 100, categoryId: pl.category('crime-classic') });
      expect(classic.total).toBeGreaterThanOrEqual(4);
      expect(crime.total).toBeGreaterThan(classic.total);
      const crimeIds = new Set(crime.items.map((p) => p.id));
      for (const p of classic.items) expect(crimeIds.has(p.id)).toBe(true);
      const sienkiewicz = await products.list(PL, { page: 1, limit: 20, authorId: pl.author('sienkiewicz') });
      expect(
        sienkiewicz.items
          .filter((p) => p.type === 'audiobook')
          .map((p) => p.slug)
          .sort(),
      ).toEqual(['ogniem-i-mieczem', 'pan-wolodyjowski', 'potop', 'w-pustyni-i-w-puszczy']);
      const studio = await products.list(PL, { page: 1, limit: 20, publisherId: pl.publisher('studio') });
      expect(studio.total).toBe(5);
      expect(studio.items.every((p) => p.type === 'podcast')).toBe(true);
      const lectorId = (
        await testDb.database.db
          .selectFrom('lectors')
          .select('id')
          .where('catalog_id', '=', PL)
          .executeTakeFirstOrThrow()
      ).id;
      const narrated = await products.list(PL, { page: 1, limit: 100, lectorId });
      expect(narrated.total).toBeGreaterThan(0);
      expect(await products.list(PL, { page: 1, limit: 20, authorId: de.author('goethe') })).toEqual({
        items: [],
        total: 0,
      });
    });

    it('lists nothing for an unknown catalogue', async () => {
      expect(await products.list(UNKNOWN_ID, { page: 1, limit: 20 })).toEqual({ items: [], total: 0 });
    });
  });
}
