import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '#domain/market/locale';
import { MARKETS } from '#domain/market/markets';
import { seedDemoCatalogue } from '#server/db/seed/seed-demo-catalogue';
import {
  type AlgoliaObjectsClient,
  algoliaSearchIndexWriter,
} from '#server/search/indexing/algolia-search-index-writer';
import { loadSearchRecords, reindexProducts } from '#server/search/indexing/catalogue-search-records';
import { fanOutSearchIndexWriter } from '#server/search/indexing/fan-out-search-index-writer';
import type { SearchIndexWriter } from '#server/search/indexing/search-index-writer.port';
import type { SearchRecord } from '#server/search/search-record';
import { DATABASE_TARGETS, type TestDatabase } from '#test/support/server/databases';

/** Records every write, in order. */
class RecordingWriter implements SearchIndexWriter {
  readonly writes: (
    | { kind: 'upsert'; locale: Locale; ids: string[]; ratings: number[] }
    | { kind: 'remove'; locale: Locale; ids: string[] }
  )[] = [];

  async upsert(locale: Locale, records: readonly SearchRecord[]) {
    this.writes.push({
      kind: 'upsert',
      locale,
      ids: records.map((r) => r.objectID),
      ratings: records.map((r) => r.rating),
    });
  }

  async remove(locale: Locale, objectIds: readonly string[]) {
    this.writes.push({ kind: 'remove', locale, ids: [...objectIds] });
  }
}

class RecordingAlgoliaClient implements AlgoliaObjectsClient {
  readonly calls: { method: string; indexName: string; payload: unknown }[] = [];

  async saveObjects(request: { indexName: string; objects: Record<string, unknown>[] }) {
    this.calls.push({ method: 'saveObjects', indexName: request.indexName, payload: request.objects });
  }

  async deleteObjects(request: { indexName: string; objectIDs: string[] }) {
    this.calls.push({ method: 'deleteObjects', indexName: request.indexName, payload: request.objectIDs });
  }
}

const failing: SearchIndexWriter = {
  upsert: () => Promise.reject(new Error('unreachable')),
  remove: () => Promise.reject(new Error('unreachable')),
};

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`re-indexing through a search-index writer on ${target.kind}`, () => {
    let testDb: TestDatabase;
    beforeAll(async () => {
      testDb = await target.open();
      await seedDemoCatalogue(testDb.database.db);
    }, 60_000);
    afterAll(() => testDb.dispose());

    it('writes the re-read records of the market and removes the products that left the catalogue', async () => {
      const { db } = testDb.database;
      const [kept, gone] = await loadSearchRecords(db, MARKETS.de, 'audiora');
      if (!kept || !gone) throw new Error('no products in de');
      await db.updateTable('products').set({ rating_sum: 9, rating_count: 2 }).where('id', '=', kept.id).execute();
      await db.deleteFrom('products').where('id', '=', gone.id).execute();

      const writer = new RecordingWriter();
      await reindexProducts(db, writer, MARKETS.de, 'audiora', [kept.id, gone.id]);
      expect(writer.writes).toEqual([
        { kind: 'upsert', locale: 'de', ids: [kept.id], ratings: [4.5] },
        { kind: 'remove', locale: 'de', ids: [gone.id] },
      ]);
    });
  });
}

describe('search-index writers', () => {
  const record = { objectID: 'p1', id: 'p1', categories: [{ id: 'c1', slug: 'crime' }] } as unknown as SearchRecord;

  it("writes a hosted Algolia market's index record by record, with facets flattened, and skips empty writes", async () => {
    const client = new RecordingAlgoliaClient();
    const writer = algoliaSearchIndexWriter(client, 'sluchaj');
    await writer.upsert('cz', [record]);
    await writer.remove('cz', ['p2']);
    await writer.upsert('cz', []);
    await writer.remove('cz', []);
    expect(client.calls).toEqual([
      {
        method: 'saveObjects',
        indexName: 'sluchaj_products_cz',
        payload: [expect.objectContaining({ objectID: 'p1', category: ['crime'], category_id: ['c1'] })],
      },
      { method: 'deleteObjects', indexName: 'sluchaj_products_cz', payload: ['p2'] },
    ]);
  });

  it('writes to every index even when one fails, then reports the failure', async () => {
    const before = new RecordingWriter();
    const after = new RecordingWriter();
    const all = fanOutSearchIndexWriter([before, failing, after]);
    await expect(all.upsert('pl', [record])).rejects.toThrow('unreachable');
    await expect(all.remove('pl', ['p1'])).rejects.toThrow('unreachable');
    for (const writer of [before, after]) expect(writer.writes.map((w) => w.kind)).toEqual(['upsert', 'remove']);
    await expect(fanOutSearchIndexWriter([before]).upsert('pl', [record])).resolves.toBeUndefined();
  });
});
