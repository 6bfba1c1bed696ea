import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '#domain/market/locale';
import { MARKETS } from '#domain/market/markets';
import type { SearchIndexWriter } from '#server/search/indexing/search-index-writer.port';
import type { SearchRecord } from '#server/search/search-record';
import { createSignedInUser, sendCommand } from '#test/support/server/accounts';
import { DATABASE_TARGETS } from '#test/support/server/databases';
import { createApiWithPorts } from '#test/support/server/api-with-ports';

/** A hosted index that records what it is sent, or fails every write while `down`. */
class FakeHostedIndex implements SearchIndexWriter {
  readonly upserts: { locale: Locale; records: readonly SearchRecord[] }[] = [];
  down = false;

  async upsert(locale: Locale, records: readonly SearchRecord[]): Promise<void> {
    if (this.down) throw new Error('hosted index unreachable');
    this.upserts.push({ locale, records });
  }

  async remove(): Promise<void> {
    if (this.down) throw new Error('hosted index unreachable');
  }
}

const NOW = new Date('2026-11-22T10:00:00.000Z');

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`a hosted search index kept in step with ratings on ${target.kind}`, () => {
    const hosted = new FakeHostedIndex();
    let testApp: Awaited<ReturnType<typeof createApiWithPorts>>;
    beforeAll(async () => {
      testApp = await createApiWithPorts(target, { hostedSearchIndex: hosted }, () => NOW);
    }, 60_000);
    afterAll(() => testApp.close());

    const unratedTitle = async (locale: Locale, offset: number) => {
      const row = await testApp.database.db
        .selectFrom('products')
        .select(['id', 'name'])
        .where('catalog_id', '=', MARKETS[locale].catalogId)
        .orderBy('id')
        .offset(offset)
        .limit(1)
        .executeTakeFirstOrThrow();
      await testApp.database.db
        .updateTable('products')
        .set({ rating_sum: 0, rating_count: 0 })
        .where('id', '=', row.id)
        .execute();
      return row;
    };

    it("sends a rated product's new record to the hosted index of the rating's market", async () => {
      const t = await unratedTitle('cz', 0);
      const listener = await createSignedInUser(testApp, { now: NOW, locale: 'cz' });
      const { res } = await sendCommand(testApp, 'RateProduct', { product_id: t.id, rating: 4 }, listener.bearer, 'cz');
      expect(res.status).toBe(200);
      expect(hosted.upserts).toEqual([
        { locale: 'cz', records: [expect.objectContaining({ objectID: t.id, rating: 4, popularity: 1 })] },
      ]);
    });

    it('still answers the rating and updates the local index when the hosted one is out of reach', async () => {
      const t = await unratedTitle('pl', 1);
      const hit = () =>
        testApp.search
          .index('pl')
          .search({ query: t.name, hitsPerPage: 50 })
          .hits.find((h) => h.objectID === t.id);
      // A rating the index does not show yet, so the change is visible.
      const rating = hit()?.rating === 2 ? 3 : 2;
      const listener = await createSignedInUser(testApp, { now: NOW });
      hosted.down = true;
      try {
        const { res } = await sendCommand(testApp, 'RateProduct', { product_id: t.id, rating }, listener.bearer);
        expect(res.status).toBe(200);
      } finally {
        hosted.down = false;
      }
      expect(hit()?.rating).toBe(rating);
    });
  });
}
