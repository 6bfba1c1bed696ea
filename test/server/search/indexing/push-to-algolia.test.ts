import { LOCALES } from '#domain/market/locale';
import { MARKETS } from '#domain/market/markets';
import { createApp } from '#server/app';
import type { Database } from '#server/db/create-database';
import { openDatabase } from '#server/db/open-database';
import { type AlgoliaWriter, pushSearchIndexes } from '#server/search/indexing/push-to-algolia';
import { createLogger } from '#server/logging/logger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

class RecordingAlgoliaWriter implements AlgoliaWriter {
  readonly calls: { kind: 'settings' | 'objects'; indexName: string; objects?: Record<string, unknown>[] }[] = [];

  async setSettings(request: { indexName: string }) {
    this.calls.push({ kind: 'settings', indexName: request.indexName });
    return {};
  }

  async replaceAllObjects(request: { indexName: string; objects: Record<string, unknown>[] }) {
    this.calls.push({ kind: 'objects', indexName: request.indexName, objects: request.objects });
    return {};
  }
}

describe('hosted Algolia', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openDatabase({ kind: 'sqlite', file: ':memory:' });
  });

  afterAll(async () => {
    await database.close();
  });

  it('receives every market in its own index, settings first, with facets flattened for filters', async () => {
    const writer = new RecordingAlgoliaWriter();
    const pushed = await pushSearchIndexes(database.db, writer, 'sluchaj');
    expect(Object.keys(pushed)).toEqual(LOCALES.map((l) => `sluchaj_products_${l}`));
    for (const locale of LOCALES) {
      const calls = writer.calls.filter((c) => c.indexName === `sluchaj_products_${locale}`);
      expect(calls.map((c) => c.kind)).toEqual(['settings', 'objects']);
      const objects = calls[1]?.objects ?? [];
      expect(objects.length).toBe(pushed[`sluchaj_products_${locale}`]);
      expect(objects.length).toBeGreaterThan(40);
      for (const object of objects) {
        expect(object.catalog_id).toBe(MARKETS[locale].catalogId);
        expect(object.objectID).toBe(object.id);
        expect(Array.isArray(object.category_id)).toBe(true);
      }
    }
  });

  it('is what storefronts are told to search when configured, with the same index names and no local host', async () => {
    const app = createApp({
      config: { bodyLimitBytes: 1024 },
      db: database.db,
      logger: createLogger('silent'),
      mode: 'production',
      hostedSearch: { appId: 'HOSTEDAPP1', searchApiKey: 'search-only-key' },
    });
    const res = await app.request(`/de/v2/visitor/${MARKETS.de.catalogId}/algolia`);
    expect(await res.json()).toEqual({
      index_name: 'audiora_products_de',
      restrict_facets: [{ name: 'catalog_id', value: MARKETS.de.catalogId }],
      select_facets: [],
      app_id: 'HOSTEDAPP1',
      search_api_key: 'search-only-key',
    });
  });
});
