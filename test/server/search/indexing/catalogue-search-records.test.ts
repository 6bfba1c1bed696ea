import { MARKETS } from '#domain/market/markets';
import type { Database } from '#server/db/create-database';
import { createApp } from '#server/app';
import { openDatabase } from '#server/db/open-database';
import { createLogger } from '#server/logging/logger';
import { indexCatalogue, loadSearchRecords, reindexProducts } from '#server/search/indexing/catalogue-search-records';
import { localSearchIndexWriter } from '#server/search/indexing/local-search-index-writer';
import { createSearchService } from '#server/search/search-service';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** The phrase a listener types without diacritics, e.g. "Żółw" -> "zolw". */
const withoutDiacritics = (text: string) =>
  text.replace(/ł/g, 'l').replace(/Ł/g, 'L').normalize('NFD').replace(/\p{M}/gu, '');

describe('the demo catalogue in search', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openDatabase({ kind: 'sqlite', file: ':memory:' });
  });

  afterAll(async () => {
    await database.close();
  });

  it("turns every product of a market into a search hit with the spec's fields", async () => {
    const market = MARKETS.pl;
    const records = await loadSearchRecords(database.db, market, 'audiora');
    const products = await database.db
      .selectFrom('products')
      .select('id')
      .where('catalog_id', '=', market.catalogId)
      .execute();
    expect(records.map((r) => r.id).sort()).toEqual(products.map((p) => p.id).sort());
    for (const record of records) {
      expect(record.catalog_id).toBe(market.catalogId);
      expect(record.deeplink).toMatch(/^\/pl\/(audiobook|podcast|cykl)\//);
      expect(record.image_url).toMatch(/^\/pl\/v2\/covers\/[^/]+\/[0-9a-z]+\.webp$/);
      for (const price of [record.price, record.discount_price, record.price_for_subscribers, record.lowest_price])
        if (price !== null) expect(Number.isInteger(price)).toBe(true);
      expect(record.rating).toBeGreaterThanOrEqual(0);
      expect(record.rating).toBeLessThanOrEqual(5);
    }
    const audiobooks = records.filter((r) => r.type === 'audiobook');
    expect(audiobooks.length).toBeGreaterThanOrEqual(40);
    expect(audiobooks.every((r) => r.authors.length > 0 && r.description === r.authors.join(', '))).toBe(true);
  });

  it('gives covers the API serves', async () => {
    const app = createApp({
      config: { bodyLimitBytes: 1024 },
      db: database.db,
      logger: createLogger('silent'),
      mode: 'production',
    });
    const [record] = await loadSearchRecords(database.db, MARKETS.de, 'audiora');
    if (!record) throw new Error('no products in de');
    const res = await app.request(`${record.image_url}?w=200`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
  });

  it('finds titles of every market without their diacritics, within their own market only', async () => {
    const search = createSearchService();
    const indexed = await indexCatalogue(database.db, search, 'audiora');
    expect(indexed).toBeGreaterThanOrEqual(8 * 40);
    for (const market of Object.values(MARKETS)) {
      const records = await loadSearchRecords(database.db, market, 'audiora');
      const title = records.find((r) => r.type === 'audiobook' && /[^\p{ASCII}]/u.test(r.name)) ?? records[0];
      if (!title) throw new Error(`no products in ${market.locale}`);
      const result = search.index(market.locale).search({ query: withoutDiacritics(title.name) });
      expect(
        result.hits.map((h) => h.objectID),
        `${market.locale}: ${title.name}`,
      ).toContain(title.id);
    }
  });

  it('keeps an index in step with a rating written at run time and with a product removed', async () => {
    const search = createSearchService();
    await indexCatalogue(database.db, search, 'audiora');
    const market = MARKETS.lt;
    const [first, second] = await loadSearchRecords(database.db, market, 'audiora');
    if (!first || !second) throw new Error('no products in lt');
    const hitOf = (id: string) =>
      search
        .index('lt')
        .search({ query: '', hitsPerPage: 1000 })
        .hits.find((h) => h.objectID === id);

    await database.db
      .updateTable('products')
      .set({ rating_sum: 5, rating_count: 1 })
      .where('id', '=', first.id)
      .execute();
    expect(hitOf(first.id)?.rating).toBe(first.rating);
    await reindexProducts(database.db, localSearchIndexWriter(search), market, 'audiora', [first.id]);
    expect(hitOf(first.id)?.rating).toBe(5);

    await database.db.deleteFrom('products').where('id', '=', second.id).execute();
    await reindexProducts(database.db, localSearchIndexWriter(search), market, 'audiora', [second.id]);
    expect(hitOf(second.id)).toBeUndefined();
  });
});
