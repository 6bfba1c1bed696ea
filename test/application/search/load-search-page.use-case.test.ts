import { asyncScheduler } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { LoadSearchPage, type LoadSearchPageInput } from '#application/search/load-search-page.use-case';
import type { SearchPage } from '#application/search/search-page';
import { MARKETS } from '#domain/market/markets';
import { facetTerm } from '#domain/search/algolia-filter';
import { aSearchHit } from '#test/support/arbitraries/search.arbitrary';
import { A_SEARCH_CONFIG, FakeSearchConfig } from '#test/support/fakes/fake-search-config';
import { FakeSearchIndex } from '#test/support/fakes/fake-search-index';
import { InMemoryCatalogRepository } from '#test/support/fakes/in-memory-catalog-repository';
import { InMemoryScreenRepository } from '#test/support/fakes/in-memory-screen-repository';
import { aCategory } from '#test/support/mothers/category.mother';
import { aScreen, anItemSets } from '#test/support/mothers/screen.mother';

const CRIME = aCategory({ slug: 'kryminal', name: 'Kryminał' });
const KIDS = aCategory({ slug: '', name: 'Dla dzieci' });
const POPULAR = anItemSets('Popularne wyszukiwania', [
  { label: 'Sherlock Holmes', slug: 'sherlock', deeplink: 'https://audiora.link/c/sherlock' },
]);
const MARKET_FILTER = "(type:'audiobook' OR type:'podcast') AND catalog_id:'pl-catalog'";

const hits = (count: number) => Array.from({ length: count }, (_, index) => aSearchHit(`hit-${index}`));

const setup = () => {
  const searchIndex = new FakeSearchIndex({ scheduler: asyncScheduler }).withHits('lalka', hits(40));
  const searchConfig = new FakeSearchConfig();
  const catalogRepository = new InMemoryCatalogRepository().withCategories('pl', [CRIME, KIDS]);
  const screenRepository = new InMemoryScreenRepository().withScreen('pl', 'search', aScreen([POPULAR]));
  const useCase = new LoadSearchPage({ searchIndex, searchConfig, catalogRepository, screenRepository });
  const load = (input: Partial<LoadSearchPageInput> = {}) =>
    useCase.execute({ locale: 'pl', phrase: 'lalka', page: 1, facets: [], context: null, ...input });
  return { searchIndex, searchConfig, catalogRepository, screenRepository, load };
};

const resultsOf = (result: Awaited<ReturnType<ReturnType<typeof setup>['load']>>) => {
  if (!result.ok || result.value.kind !== 'results') throw new Error(`expected results, got ${JSON.stringify(result)}`);
  return result.value;
};

describe('LoadSearchPage (spec §2 search page, §3 search result page, §7 search)', () => {
  it("searches the market's index with its facet filter, 15 results a page, asking for the offered facets", async () => {
    const { searchIndex, searchConfig, load } = setup();
    const page = resultsOf(await load());
    expect(searchConfig.loadedFor).toEqual([MARKETS.pl.catalogId]);
    expect(searchIndex.queries.map(({ query }) => query)).toEqual([
      {
        indexName: A_SEARCH_CONFIG.indexName,
        phrase: 'lalka',
        filter: MARKET_FILTER,
        page: 1,
        hitsPerPage: 15,
        facets: ['type', 'category'],
      },
    ]);
    expect(page.results).toMatchObject({ page: 1, limit: 15, pages: 3, total: 40 });
    expect(page.results.products.map((hit) => hit.id)).toEqual(hits(15).map((hit) => hit.id));
    expect(page.suggestions).toEqual([]);
  });

  it('trims the phrase as the search box submits it', async () => {
    const { searchIndex, load } = setup();
    expect(resultsOf(await load({ phrase: '  lalka ' })).phrase).toBe('lalka');
    expect(searchIndex.phrases).toEqual(['lalka']);
  });

  it('asks for the page from the address', async () => {
    const { searchIndex, load } = setup();
    const page = resultsOf(await load({ page: 3 }));
    expect(searchIndex.queries[0]?.query.page).toBe(3);
    expect(page.results.products).toHaveLength(10);
  });

  it('answers a page beyond the last as not found', async () => {
    const { load } = setup();
    expect(await load({ page: 4 })).toEqual({ ok: false, error: { code: 'SEARCH.PAGE_NOT_FOUND' } });
  });

  it.each([
    ['no phrase', null],
    ['a blank phrase', '   '],
    ['a phrase over 120 characters', 'a'.repeat(121)],
  ])('shows a prompt with the search screen for %s, searching nothing', async (_, phrase) => {
    const { searchIndex, searchConfig, screenRepository, load } = setup();
    expect(await load({ phrase })).toEqual({
      ok: true,
      value: { kind: 'prompt', context: null, suggestions: [POPULAR] } satisfies SearchPage,
    });
    expect(searchIndex.queries).toEqual([]);
    expect(searchConfig.loadedFor).toEqual([]);
    expect(screenRepository.requests).toEqual([{ locale: 'pl', key: 'search' }]);
  });

  it('searches a phrase of exactly 120 characters', async () => {
    const { searchIndex, load } = setup();
    resultsOf(await load({ phrase: 'a'.repeat(120) }));
    expect(searchIndex.phrases).toEqual(['a'.repeat(120)]);
  });

  it('suggests the search screen when nothing was found', async () => {
    const { searchIndex, load } = setup();
    searchIndex.withHits('zzz', []);
    const page = resultsOf(await load({ phrase: 'zzz' }));
    expect(page.results).toMatchObject({ total: 0, pages: 0 });
    expect(page.suggestions).toEqual([POPULAR]);
  });

  it('still shows a prompt or an empty result without the search screen', async () => {
    const { screenRepository, searchIndex, load } = setup();
    screenRepository.failWith({ code: 'SCREEN.UNAVAILABLE' });
    searchIndex.withHits('zzz', []);
    expect(await load({ phrase: null })).toEqual({
      ok: true,
      value: { kind: 'prompt', context: null, suggestions: [] },
    });
    expect(resultsOf(await load({ phrase: 'zzz' })).suggestions).toEqual([]);
  });

  describe('facets', () => {
    const counts = {
      type: { audiobook: 30, podcast: 10 },
      category: { kryminal: 12, [KIDS.id]: 5 },
    };

    it('offers each facet with its counts, most results first, and names categories', async () => {
      const { searchIndex, load } = setup();
      searchIndex.withFacetCounts(counts);
      const page = resultsOf(await load());
      expect(page.facets).toEqual([
        {
          name: 'type',
          options: [
            { value: 'audiobook', count: 30, isSelected: false },
            { value: 'podcast', count: 10, isSelected: false },
          ],
        },
        {
          name: 'category',
          options: [
            { value: 'kryminal', count: 12, isSelected: false },
            { value: KIDS.id, count: 5, isSelected: false },
          ],
        },
      ]);
      expect(page.categoryNames).toEqual({ kryminal: 'Kryminał', [KIDS.id]: 'Dla dzieci' });
    });

    it('narrows the results by the chosen values and counts each chosen facet without its own choice', async () => {
      const { searchIndex, load } = setup();
      searchIndex.withFacetCounts((query) =>
        query.filter.includes("AND type:'podcast'") ? { type: { podcast: 10 }, category: { kryminal: 2 } } : counts,
      );
      const page = resultsOf(await load({ facets: ['category:kryminal', 'type:podcast', 'rating:5'] }));
      expect(page.refinements).toEqual([
        { name: 'type', value: 'podcast' },
        { name: 'category', value: 'kryminal' },
      ]);
      const type = facetTerm({ name: 'type', value: 'podcast' });
      const category = facetTerm({ name: 'category', value: 'kryminal' });
      expect(searchIndex.queries.map(({ query }) => [query.filter, query.facets, query.hitsPerPage])).toEqual([
        [`${MARKET_FILTER} AND ${type} AND ${category}`, ['type', 'category'], 15],
        [`${MARKET_FILTER} AND ${category}`, ['type'], 0],
        [`${MARKET_FILTER} AND ${type}`, ['category'], 0],
      ]);
      expect(page.facets.find((facet) => facet.name === 'type')?.options).toEqual([
        { value: 'audiobook', count: 30, isSelected: false },
        { value: 'podcast', count: 10, isSelected: true },
      ]);
      expect(page.facets.find((facet) => facet.name === 'category')?.options).toEqual([
        { value: 'kryminal', count: 2, isSelected: true },
      ]);
    });
  });

  describe('/search/[context]', () => {
    it('searches in the category the context names, by slug, offering the type only', async () => {
      const { searchIndex, load } = setup();
      const page = resultsOf(await load({ context: 'kryminal', facets: ['category:other', 'type:cycle'] }));
      expect(page.context).toEqual(CRIME);
      expect(page.refinements).toEqual([{ name: 'type', value: 'cycle' }]);
      expect(searchIndex.queries[0]?.query).toMatchObject({
        filter: `${MARKET_FILTER} AND category:'kryminal' AND type:'cycle'`,
        facets: ['type'],
      });
    });

    it('names a category without a slug by its id', async () => {
      const { searchIndex, load } = setup();
      expect(resultsOf(await load({ context: KIDS.id })).context).toEqual(KIDS);
      expect(searchIndex.queries[0]?.query.filter).toBe(`${MARKET_FILTER} AND category:'${KIDS.id}'`);
    });

    it('shows its prompt with the context', async () => {
      const { load } = setup();
      expect(await load({ context: 'kryminal', phrase: null })).toEqual({
        ok: true,
        value: { kind: 'prompt', context: CRIME, suggestions: [POPULAR] },
      });
    });

    it('answers a context that names no category of the market as not found', async () => {
      const { searchIndex, load } = setup();
      expect(await load({ context: 'nieznana' })).toEqual({ ok: false, error: { code: 'SEARCH.CONTEXT_NOT_FOUND' } });
      expect(searchIndex.queries).toEqual([]);
    });

    it('does not search when the categories cannot be read', async () => {
      const { catalogRepository, searchIndex, load } = setup();
      catalogRepository.failWith({ code: 'CATALOG.UNAVAILABLE' });
      expect(await load({ context: 'kryminal' })).toEqual({ ok: false, error: { code: 'SEARCH.UNAVAILABLE' } });
      expect(searchIndex.queries).toEqual([]);
    });
  });

  describe('failures', () => {
    it('passes maintenance on, from the search config or the catalogue (spec §8)', async () => {
      const one = setup();
      one.searchConfig.failing(1, { code: 'API.MAINTENANCE' });
      expect(await one.load()).toEqual({ ok: false, error: { code: 'API.MAINTENANCE' } });
      const other = setup();
      other.catalogRepository.failWith({ code: 'API.MAINTENANCE' });
      expect(await other.load({ phrase: null })).toEqual({ ok: false, error: { code: 'API.MAINTENANCE' } });
    });

    it('answers an unavailable search config or index as unavailable', async () => {
      const one = setup();
      one.searchConfig.failing(1);
      expect(await one.load()).toEqual({ ok: false, error: { code: 'SEARCH.UNAVAILABLE' } });
      for (const code of ['SEARCH.UNAVAILABLE', 'SEARCH.INDEX_NOT_READY'] as const) {
        const other = setup();
        other.searchIndex.failWith({ code });
        expect(await other.load()).toEqual({ ok: false, error: { code: 'SEARCH.UNAVAILABLE' } });
      }
    });

    it('refuses a config whose facet name would corrupt the filter', async () => {
      const { searchConfig, searchIndex, load } = setup();
      searchConfig.withConfig({ ...A_SEARCH_CONFIG, restrictFacets: [{ name: 'bad name', value: 'x' }] });
      expect(await load()).toEqual({ ok: false, error: { code: 'SEARCH.UNAVAILABLE' } });
      expect(searchIndex.queries).toEqual([]);
    });

    it('shows the results with category slugs when the categories cannot be read', async () => {
      const { catalogRepository, load } = setup();
      catalogRepository.failWith({ code: 'CATALOG.UNAVAILABLE' });
      expect(resultsOf(await load()).categoryNames).toEqual({});
    });
  });
});
