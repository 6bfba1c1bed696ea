import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchConfigPort } from '#application/ports/search-config.port';
import type { CatalogId } from '#domain/market/market';
import { MARKETS } from '#domain/market/markets';
import { createKyHttpClient } from '#infrastructure/http/ky-http-client';
import { KySearchConfig } from '#infrastructure/http/ky-search-config';
import { SearchAccessRegistry } from '#infrastructure/search/search-access';
import { FakeSearchConfig } from '#test/support/fakes/fake-search-config';
import { type RunningTestServer, startTestServer } from '#test/support/server/test-server';

/** What every SearchConfigPort must do for the pl market (spec §7: the index and the facets filtering every query). */
const searchConfigContract = (
  name: string,
  setup: () => Promise<{ readonly config: SearchConfigPort; readonly teardown: () => Promise<void> }>,
) => {
  describe(`SearchConfigPort contract: ${name}`, () => {
    let subject: Awaited<ReturnType<typeof setup>>;

    beforeAll(async () => {
      subject = await setup();
    });

    afterAll(async () => {
      await subject.teardown();
    });

    it("loads the market's index and a restrict facet keeping queries in its catalogue", async () => {
      const result = await subject.config.load(MARKETS.pl.catalogId);
      if (!result.ok) throw new Error(result.error.code);
      expect(result.value.indexName).not.toBe('');
      expect(result.value.restrictFacets).toContainEqual({ name: 'catalog_id', value: MARKETS.pl.catalogId });
    });
  });
};

let server: RunningTestServer;
const access = new SearchAccessRegistry();

searchConfigContract('KySearchConfig against the reference API', async () => {
  server = await startTestServer();
  const http = createKyHttpClient({ apiOrigin: server.origin, brand: 'audiora', userAgent: 'contract-test' });
  return { config: new KySearchConfig({ http, access }), teardown: () => server.close() };
});

searchConfigContract('FakeSearchConfig', async () => ({
  config: new FakeSearchConfig({
    indexName: 'products_pl',
    selectFacets: [],
    restrictFacets: [{ name: 'catalog_id', value: MARKETS.pl.catalogId }],
  }),
  teardown: async () => undefined,
}));

describe('KySearchConfig against the reference API', () => {
  let api: RunningTestServer;
  let registry: SearchAccessRegistry;
  let config: KySearchConfig;

  beforeAll(async () => {
    api = await startTestServer();
    registry = new SearchAccessRegistry();
    const http = createKyHttpClient({ apiOrigin: api.origin, brand: 'audiora', userAgent: 'contract-test' });
    config = new KySearchConfig({ http, access: registry });
  });

  afterAll(async () => {
    await api.close();
  });

  it("leaves the index's search-only credentials for the index adapter", async () => {
    const result = await config.load(MARKETS.de.catalogId);
    if (!result.ok) throw new Error(result.error.code);
    const access = registry.accessFor(result.value.indexName);
    expect(access?.appId).toBeTruthy();
    expect(access?.apiKey).toBeTruthy();
    expect(registry.accessFor('no-such-index')).toBeUndefined();
  });

  it('answers SEARCH.CONFIG_UNAVAILABLE for a catalogue of no market and for an unreachable API', async () => {
    expect(await config.load('00000000-0000-4000-8000-000000000000' as CatalogId)).toEqual({
      ok: false,
      error: { code: 'SEARCH.CONFIG_UNAVAILABLE' },
    });
    const closed = await startTestServer();
    await closed.close();
    const offline = new KySearchConfig({
      http: createKyHttpClient({ apiOrigin: closed.origin, brand: 'audiora', userAgent: 'contract-test' }),
      access: new SearchAccessRegistry(),
    });
    expect(await offline.load(MARKETS.pl.catalogId)).toEqual({
      ok: false,
      error: { code: 'SEARCH.CONFIG_UNAVAILABLE' },
    });
  });
});
