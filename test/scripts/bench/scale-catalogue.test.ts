import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '#domain/market/locale';
import { MARKETS } from '#domain/market/markets';
import { seededRandom } from '#server/catalogue/seeded-random';
import { seedDemoCatalogue } from '#server/db/seed/seed-demo-catalogue';
import { CATALOGUE_DATABASE_TARGETS } from '#test/support/server/catalogue-databases';
import type { TestDatabase } from '#test/support/server/databases';
import { generateScaleCatalogue, scaleTitle } from '../../../scripts/bench/scale-catalogue';
import { SCALE_WORDS } from '../../../scripts/bench/scale-words';

const count = async (testDb: TestDatabase, table: 'products' | 'chapters' | 'audiobooks' | 'product_prices') =>
  Number(
    (
      await testDb.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

for (const target of CATALOGUE_DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`scale catalogue generator on ${target.kind}`, () => {
    let testDb: TestDatabase;

    beforeAll(async () => {
      testDb = await target.open();
    });

    afterAll(async () => {
      await testDb?.dispose();
    });

    it('adds exactly the titles asked for, on top of the demo catalogue, in batches', async () => {
      await seedDemoCatalogue(testDb.database.db);
      const demoProducts = await count(testDb, 'products');
      const demoChapters = await count(testDb, 'chapters');
      const progress: number[] = [];
      const result = await generateScaleCatalogue(testDb.database.db, {
        titles: 500,
        batchTitles: 200,
        onProgress: (done) => progress.push(done),
      });
      expect(result.titles).toBe(500);
      expect(progress).toEqual([200, 400, 500]);
      expect(await count(testDb, 'products')).toBe(demoProducts + 500);
      expect(await count(testDb, 'chapters')).toBeGreaterThanOrEqual(demoChapters + 3 * 500);
      expect(result.rows).toBeGreaterThan(500 * 6);
    });

    it('spreads the titles evenly over the markets, each with prices in its currency, an author, categories and chapters', async () => {
      const rows = await testDb.database.db
        .selectFrom('products')
        .innerJoin('catalogs', 'catalogs.id', 'products.catalog_id')
        .innerJoin('product_prices', 'product_prices.product_id', 'products.id')
        .innerJoin('audiobooks', 'audiobooks.product_id', 'products.id')
        .select([
          'catalogs.locale',
          'products.id',
          'products.name',
          'products.slug',
          'product_prices.price',
          'product_prices.lowest_price',
          'audiobooks.duration_ms',
        ])
        .where('products.id', 'not in', (eb) => eb.selectFrom('reviews').select('product_id'))
        .execute();
      expect(rows).toHaveLength(500);
      for (const locale of LOCALES) {
        const mine = rows.filter((r) => r.locale === locale);
        expect(mine.length, locale).toBeGreaterThanOrEqual(62);
        expect(mine.length, locale).toBeLessThanOrEqual(63);
        for (const r of mine) if (r.lowest_price !== null) expect(r.lowest_price).toBeLessThanOrEqual(r.price);
      }
      const ids = rows.map((r) => r.id);
      const authored = await testDb.database.db
        .selectFrom('product_authors')
        .select('product_id')
        .where('product_id', 'in', ids)
        .execute();
      expect(new Set(authored.map((a) => a.product_id)).size).toBe(500);
      const categorised = await testDb.database.db
        .selectFrom('product_categories')
        .select('product_id')
        .where('product_id', 'in', ids)
        .execute();
      expect(new Set(categorised.map((c) => c.product_id)).size).toBe(500);
      const chapters = await testDb.database.db
        .selectFrom('chapters')
        .select([
          'audiobook_id',
          (eb) => eb.fn.countAll().as('n'),
          (eb) => eb.fn.sum<number>('duration_ms').as('total'),
        ])
        .where('audiobook_id', 'in', ids)
        .groupBy('audiobook_id')
        .execute();
      expect(chapters).toHaveLength(500);
      const durations = new Map(rows.map((r) => [r.id, r.duration_ms]));
      for (const c of chapters) {
        expect(Number(c.n)).toBeGreaterThanOrEqual(3);
        expect(Number(c.n)).toBeLessThanOrEqual(8);
        expect(Number(c.total)).toBe(durations.get(c.audiobook_id));
      }
    });

    it('writes nothing new when run again with the same count, and only the new titles with a larger one', async () => {
      const before = await count(testDb, 'products');
      await generateScaleCatalogue(testDb.database.db, { titles: 500 });
      expect(await count(testDb, 'products')).toBe(before);
      await generateScaleCatalogue(testDb.database.db, { titles: 520 });
      expect(await count(testDb, 'products')).toBe(before + 20);
    });
  });
}

describe('synthetic titles', () => {
  it.each(LOCALES)('%s: are built from the market’s own words', (locale) => {
    const words = SCALE_WORDS[locale];
    const title = scaleTitle(words, seededRandom(`title/${locale}`));
    expect(words.heads.some((head) => title.includes(head))).toBe(true);
    expect(words.complements.some((complement) => title.includes(complement))).toBe(true);
  });

  it('put the Turkish qualifier first', () => {
    const title = scaleTitle(SCALE_WORDS.tr, seededRandom('tr'));
    expect(SCALE_WORDS.tr.heads.some((head) => title.endsWith(head))).toBe(true);
  });

  it('use every market’s catalogue', () => {
    expect(Object.keys(SCALE_WORDS).sort()).toEqual([...LOCALES].sort());
    expect(new Set(LOCALES.map((l) => MARKETS[l].catalogId)).size).toBe(LOCALES.length);
  });
});
