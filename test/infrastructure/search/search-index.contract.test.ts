import { asyncScheduler } from 'rxjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchIndexPort, SearchIndexQuery } from '#application/ports/search-index.port';
import { MARKETS } from '#domain/market/markets';
import { facetTerm } from '#domain/search/algolia-filter';
import type { SearchPhrase } from '#domain/search/search-phrase';
import { AlgoliaSearchIndex } from '#infrastructure/search/algolia-search-index';
import { fetchRequester } from '#infrastructure/search/fetch-requester';
import { LOCAL_SEARCH_CREDENTIALS } from '#server/search/search-credentials';
import { searchIndexName } from '#server/search/search-service';
import { aSearchHit } from '#test/support/arbitraries/search.arbitrary';
import { FakeSearchIndex } from '#test/support/fakes/fake-search-index';
import { type RunningSearchServer, startSearchServer } from '#test/support/search-fixtures';

interface Subject {
  readonly index: SearchIndexPort;
  readonly indexName: string;
  readonly filter: string;
  /** A phrase the index holds exactly these products for (in any order). */
  readonly phrase: SearchPhrase;
  readonly expectedIds: readonly string[];
  readonly teardown: () => Promise<void>;
}

const query = (subject: Subject, overrides: Partial<SearchIndexQuery> = {}): SearchIndexQuery => ({
  indexName: subject.indexName,
  phrase: subject.phrase,
  filter: subject.filter,
  page: 1,
  hitsPerPage: 15,
  ...overrides,
});

/** What every SearchIndexPort must do, given an index that holds products for one phrase (spec §3, §7). */
const searchIndexContract = (name: string, setup: () => Promise<Subject>) => {
  describe(`SearchIndexPort contract: ${name}`, () => {
    let subject: Subject;

    beforeAll(async () => {
      subject = await setup();
    });

    afterAll(async () => {
      await subject.teardown();
    });

    it("answers the phrase's products as a result page counting from 1", async () => {
      const result = await subject.index.search(query(subject));
      if (!result.ok) throw new Error(`expected hits, got ${result.error.code}`);
      expect(result.value.products.map((hit) => hit.id).sort()).toEqual([...subject.expectedIds].sort());
      expect(result.value).toMatchObject({ page: 1, limit: 15, total: subject.expectedIds.length, pages: 1 });
    });

    it('pages by hitsPerPage: page 2 holds what page 1 left out', async () => {
      const first = await subject.index.search(query(subject, { hitsPerPage: 1 }));
      const second = await subject.index.search(query(subject, { hitsPerPage: 1, page: 2 }));
      if (!first.ok || !second.ok) throw new Error('expected hits');
      expect(first.value).toMatchObject({ page: 1, limit: 1, pages: subject.expectedIds.length });
      expect(second.value.page).toBe(2);
      expect([...first.value.products, ...second.value.products].map((hit) => hit.id).sort()).toEqual(
        [...subject.expectedIds].sort(),
      );
    });

    it('counts the facets asked for over every match, and answers no counts when asked for none', async () => {
      const counted = await subject.index.search(query(subject, { hitsPerPage: 1, facets: ['type'] }));
      const uncounted = await subject.index.search(query(subject));
      if (!counted.ok || !uncounted.ok) throw new Error('expected hits');
      const types = Object.values(counted.value.facets.type ?? {});
      expect(types.reduce((sum, count) => sum + count, 0)).toBe(subject.expectedIds.length);
      expect(uncounted.value.facets).toEqual({});
    });
  });
};

let server: RunningSearchServer;
const LOCAL_CREDENTIALS = { appId: LOCAL_SEARCH_CREDENTIALS.appId, apiKey: LOCAL_SEARCH_CREDENTIALS.searchApiKey };
const PL_FILTER = facetTerm({ name: 'catalog_id', value: MARKETS.pl.catalogId });

const algoliaAgainst = (host: string, apiKey = LOCAL_SEARCH_CREDENTIALS.searchApiKey) =>
  new AlgoliaSearchIndex({
    accessFor: () => ({ appId: LOCAL_SEARCH_CREDENTIALS.appId, apiKey, host }),
    protocol: 'http',
  });

searchIndexContract("AlgoliaSearchIndex against the reference server's /search-api", async () => {
  server = await startSearchServer();
  return {
    index: algoliaAgainst(`${server.host}:${server.port}/search-api`),
    indexName: searchIndexName('pl'),
    filter: PL_FILTER,
    phrase: 'boleslaw prus' as SearchPhrase,
    expectedIds: ['lodz', 'lalka'],
    teardown: () => server.close(),
  };
});

searchIndexContract('FakeSearchIndex', async () => {
  const phrase = 'boleslaw prus' as SearchPhrase;
  return {
    index: new FakeSearchIndex({ scheduler: asyncScheduler })
      .withHits(phrase, [aSearchHit('lodz'), aSearchHit('lalka')])
      .withFacetCounts({ type: { audiobook: 2 } }),
    indexName: 'products_pl',
    filter: '',
    phrase,
    expectedIds: ['lodz', 'lalka'],
    teardown: async () => undefined,
  };
});

describe('AlgoliaSearchIndex against the reference server', () => {
  let search: RunningSearchServer;

  beforeAll(async () => {
    search = await startSearchServer();
  });

  afterAll(async () => {
    await search.close();
  });

  const at = (apiKey?: string) => algoliaAgainst(`${search.host}:${search.port}/search-api`, apiKey);
  const ask = (index: AlgoliaSearchIndex, phrase: string, overrides: Partial<SearchIndexQuery> = {}) =>
    index.search({
      indexName: searchIndexName('pl'),
      phrase: phrase as SearchPhrase,
      filter: PL_FILTER,
      page: 1,
      hitsPerPage: 15,
      ...overrides,
    });

  it('finds a title through a typo and maps the hit to the domain (prices in minor units)', async () => {
    const result = await ask(at(), 'sherlok holms');
    if (!result.ok) throw new Error(result.error.code);
    expect(result.value.products[0]).toMatchObject({
      id: 'sherlock',
      name: 'Sherlock Holmes: Studium w szkarłacie',
      imageUrl: '/media/covers/sherlock.jpg',
      description: 'Arthur Conan Doyle',
      price: 2990,
      priceForSubscribers: 2390,
      discountPrice: null,
      isFree: false,
      isAvailableInSubscription: true,
    });
  });

  it('maps the type of a hit, and counts and narrows by the facets the search page offers', async () => {
    const all = await ask(at(), '', { facets: ['type', 'category'] });
    if (!all.ok) throw new Error(all.error.code);
    expect(all.value.facets.type).toMatchObject({ podcast: 1, cycle: 1 });
    expect(all.value.facets.category).toMatchObject({ 'dla-dzieci': expect.any(Number) as number });
    const podcasts = await ask(at(), '', { filter: `${PL_FILTER} AND type:'podcast'` });
    if (!podcasts.ok) throw new Error(podcasts.error.code);
    expect(podcasts.value.products.map((hit) => [hit.id, hit.type])).toEqual([['zolw', 'podcast']]);
  });

  it('reaches a same-origin host through the in-process fetch it is given, never a socket of its own', async () => {
    const reached: string[] = [];
    const index = new AlgoliaSearchIndex({
      accessFor: () => ({ ...LOCAL_CREDENTIALS, host: 'api.internal/search-api' }),
      protocol: 'http',
      requester: fetchRequester({
        localOrigin: 'http://api.internal',
        localFetch: (input, init) => {
          const url = input instanceof Request ? input.url : input.toString();
          reached.push(url);
          return fetch(url.replace('http://api.internal', `http://${search.host}:${search.port}`), init);
        },
      }),
    });
    const result = await ask(index, 'lalka');
    if (!result.ok) throw new Error(result.error.code);
    expect(result.value.products.map((hit) => hit.id)).toContain('lalka');
    expect(reached).toHaveLength(1);
    expect(reached[0]).toMatch(/^http:\/\/api\.internal\/search-api\/1\/indexes\/\*\/queries/);
  });

  it("applies the market's facet filter", async () => {
    const result = await ask(at(), 'lalka', { filter: facetTerm({ name: 'catalog_id', value: MARKETS.de.catalogId }) });
    if (!result.ok) throw new Error(result.error.code);
    expect(result.value).toMatchObject({ products: [], total: 0 });
  });

  it('reads an index that does not exist (yet) as not ready, so the store waits and retries', async () => {
    expect(await ask(at(), 'lalka', { indexName: 'products_xx' })).toEqual({
      ok: false,
      error: { code: 'SEARCH.INDEX_NOT_READY' },
    });
  });

  it('answers SEARCH.UNAVAILABLE for refused credentials, an unknown index config and an unreachable host', async () => {
    expect(await ask(at('wrong-key'), 'lalka')).toEqual({ ok: false, error: { code: 'SEARCH.UNAVAILABLE' } });
    const unconfigured = new AlgoliaSearchIndex({ accessFor: () => undefined, protocol: 'http' });
    expect(await ask(unconfigured, 'lalka')).toEqual({ ok: false, error: { code: 'SEARCH.UNAVAILABLE' } });
    const closed = await startSearchServer();
    const host = `${closed.host}:${closed.port}`;
    await closed.close();
    expect(await ask(algoliaAgainst(host), 'lalka')).toEqual({ ok: false, error: { code: 'SEARCH.UNAVAILABLE' } });
  });
});

describe('AlgoliaSearchIndex loading the client', () => {
  it('imports the client only when first needed, once, and tries again after a failed import', async () => {
    const real = (await import('algoliasearch/lite')).liteClient;
    let imports = 0;
    let failNext = true;
    const index = new AlgoliaSearchIndex({
      accessFor: () => ({ appId: 'app', apiKey: 'key', host: '127.0.0.1:9' }),
      protocol: 'http',
      loadClient: async () => {
        imports += 1;
        if (failNext) {
          failNext = false;
          throw new Error('chunk failed');
        }
        return real;
      },
    });
    expect(imports).toBe(0);
    await index.preload();
    expect(imports).toBe(1);
    const failed = await index.search({
      indexName: 'i',
      phrase: 'x' as SearchPhrase,
      filter: '',
      page: 1,
      hitsPerPage: 1,
    });
    expect(failed).toEqual({ ok: false, error: { code: 'SEARCH.UNAVAILABLE' } });
    await index.preload();
    await index.preload();
    expect(imports).toBe(2);
  });
});
