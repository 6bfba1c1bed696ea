import { screen, within } from '@testing-library/react';
import { asyncScheduler } from 'rxjs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { languageOf, type Locale } from '#domain/market/locale';
import type { MinorUnits } from '#domain/pricing/minor-units';
import { createContainer } from '#infrastructure/composition/create-container';
import { loadTranslations } from '#ui/i18n/translations';
import Search, { loader, meta } from '#ui/routes/search';
import { aSearchHit } from '#test/support/arbitraries/search.arbitrary';
import { FakeSearchConfig } from '#test/support/fakes/fake-search-config';
import { FakeSearchIndex } from '#test/support/fakes/fake-search-index';
import { InMemoryCatalogRepository } from '#test/support/fakes/in-memory-catalog-repository';
import { InMemoryScreenRepository } from '#test/support/fakes/in-memory-screen-repository';
import { aCategory } from '#test/support/mothers/category.mother';
import { aScreen, anItemSets } from '#test/support/mothers/screen.mother';
import { ContainerProvider } from '#ui/di/container-context';
import { FakeIntersectionObserver } from '#test/support/fake-intersection-observer';
import { RecordingAnalytics } from '#test/support/fakes/recording-analytics';
import { renderInMarket } from '../render-in-market';

const CRIME = aCategory({ slug: 'kryminal', name: 'Kryminał' });
const KIDS = aCategory({ slug: 'dla-dzieci', name: 'Dla dzieci' });
const POPULAR = anItemSets('Popularne wyszukiwania', [
  { label: 'Pan Tadeusz', slug: 'pan-tadeusz', deeplink: 'https://audiora.link/a/pan-tadeusz' },
]);
const SHERLOCK = aSearchHit('sherlock-id', {
  name: 'Sherlock Holmes',
  description: 'Arthur Conan Doyle',
  imageUrl: '/media/covers/sherlock.jpg',
  type: 'cycle',
  price: 6290 as MinorUnits,
});
const BOOKS = Array.from({ length: 19 }, (_, index) =>
  aSearchHit(`book-${index}`, { name: `Book ${index}`, imageUrl: `/media/covers/${index}.jpg` }),
);

const world = () => {
  const searchIndex = new FakeSearchIndex({ scheduler: asyncScheduler })
    .withHits('sherlok', [SHERLOCK, ...BOOKS])
    .withHits('zzz', [])
    .withFacetCounts({ type: { cycle: 1, audiobook: 19 }, category: { kryminal: 12, 'dla-dzieci': 3 } });
  const overrides = {
    searchIndex,
    searchConfig: new FakeSearchConfig(),
    catalogRepository: new InMemoryCatalogRepository().withCategories('pl', [CRIME, KIDS]),
    screenRepository: new InMemoryScreenRepository().withScreen('pl', 'search', aScreen([POPULAR])),
    analytics: new RecordingAnalytics(),
  };
  return overrides;
};

type World = ReturnType<typeof world>;

const containerOf = (overrides: World) =>
  createContainer({ apiOrigin: 'http://api.test', brand: 'audiora', userAgent: 'test' }, overrides);

const load = (path: string, overrides: World = world(), params: Record<string, string> = {}) => {
  const container = containerOf(overrides);
  const url = new URL(`http://store.test${path}`);
  return loader({ url, request: new Request(url), params, context: { container, brand: 'audiora' } } as never);
};

const renderSearch = async (path: string, overrides: World = world(), params: Record<string, string> = {}) => {
  const data = await load(path, overrides, params);
  const locale = path.split('/')[1] as Locale;
  const pattern = path.split('?')[0] ?? path;
  const container = containerOf(overrides);
  const Page = (props: Parameters<typeof Search>[0]) => (
    <ContainerProvider container={container}>
      <Search {...props} />
    </ContainerProvider>
  );
  await renderInMarket(locale, path, [{ path: pattern, Component: Page as never, loader: () => data }]);
  return screen.findByRole('heading', { level: 1 });
};

const caught = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

// The refinements and the pager come after the results, as in the browser: their code is made ready once, up front.
beforeAll(() =>
  Promise.all([import('#ui/features/search/SearchFacets'), import('#ui/components/pagination/Pagination')]),
);

// The first render loads the page's whole module graph, slow on a busy machine.

describe('Search page', { timeout: 20_000 }, () => {
  it('lists the results of the phrase as product cards with their count, facets and a pager', async () => {
    const heading = await renderSearch('/pl/szukaj?phrase=sherlok');
    expect(heading.textContent).toBe('Wyniki dla „sherlok”');
    expect(screen.getByText('20 wyników')).toBeTruthy();
    const results = screen.getByRole('list', { name: 'Wyniki' });
    const cards = within(results).getAllByRole('listitem');
    expect(cards).toHaveLength(15);
    const first = within(results).getByRole('link', { name: 'Sherlock Holmes' });
    expect(first.getAttribute('href')).toBe('/pl/cykl/sherlock-id');
    expect(cards[0]?.textContent).toContain('Arthur Conan Doyle');
    expect(cards[0]?.textContent).toContain('62,90');
    const pager = await screen.findByRole('navigation', { name: 'Strony' });
    expect(within(pager).getByRole('link', { name: 'Następna' }).getAttribute('href')).toBe(
      '/pl/szukaj?phrase=sherlok&page=2',
    );
  });

  it('reports the results as viewed once half of them are on screen, each at its place in the whole list', async () => {
    const restore = FakeIntersectionObserver.install();
    try {
      const overrides = world();
      await renderSearch('/pl/szukaj?phrase=sherlok&page=2', overrides);
      const results = screen.getByRole('list', { name: 'Wyniki' });
      await vi.waitFor(() => expect(FakeIntersectionObserver.watchedElements()).toContain(results));
      FakeIntersectionObserver.show(results, { visible: 500, height: 600, viewport: 800 });
      const events = overrides.analytics.events;
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({ name: 'view_item_list', listId: 'search_results', listName: 'Wyniki' });
      const items = events[0]?.name === 'view_item_list' ? events[0].items : [];
      expect(items.map((item) => [item.name, item.index])).toEqual(
        BOOKS.slice(14).map((book, offset) => [book.name, 15 + offset]),
      );
    } finally {
      restore();
    }
  });

  it('offers each facet value as a link that narrows the results in the address, the chosen one undoing it', async () => {
    await renderSearch('/pl/szukaj?phrase=sherlok&facet=type:cycle&page=2');
    const facets = await screen.findByRole('navigation', { name: 'Zawęź wyniki' });
    const type = within(facets).getByRole('region', { name: 'Rodzaj' });
    const cycles = within(type).getByRole('link', { name: /^Cykle/ });
    expect(cycles.getAttribute('aria-current')).toBe('true');
    expect(cycles.getAttribute('href')).toBe('/pl/szukaj?phrase=sherlok');
    expect(
      within(type)
        .getByRole('link', { name: /^Audiobooki/ })
        .getAttribute('href'),
    ).toBe('/pl/szukaj?phrase=sherlok&facet=type%3Aaudiobook');
    const category = within(facets).getByRole('region', { name: 'Kategoria' });
    expect(
      within(category)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Kryminał12', '/pl/szukaj?phrase=sherlok&facet=type%3Acycle&facet=category%3Akryminal'],
      ['Dla dzieci3', '/pl/szukaj?phrase=sherlok&facet=type%3Acycle&facet=category%3Adla-dzieci'],
    ]);
    expect(within(facets).getByRole('link', { name: 'Wyczyść filtry' }).getAttribute('href')).toBe(
      '/pl/szukaj?phrase=sherlok',
    );
  });

  it('prompts for a phrase and shows the popular searches when there is none', async () => {
    const heading = await renderSearch('/pl/szukaj');
    expect(heading.textContent).toBe('Szukaj');
    expect(await screen.findByText('Wpisz tytuł, autora lub lektora w pole wyszukiwania.')).toBeTruthy();
    const popular = screen.getByRole('region', { name: 'Popularne wyszukiwania' });
    expect(within(popular).getByRole('link', { name: 'Pan Tadeusz' }).getAttribute('href')).toBe(
      '/pl/audiobook/pan-tadeusz',
    );
    expect(screen.queryByRole('navigation', { name: 'Zawęź wyniki' })).toBeNull();
  });

  it('says nothing was found, with tips, a way out of the filters and the suggestions', async () => {
    await renderSearch('/pl/szukaj?phrase=zzz&facet=type:podcast');
    expect(await screen.findByText('Nic nie znaleźliśmy dla „zzz”')).toBeTruthy();
    expect(screen.getByText('Sprawdź pisownię albo wpisz inne słowo.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Szukaj bez filtrów' }).getAttribute('href')).toBe('/pl/szukaj?phrase=zzz');
    expect(screen.getByRole('region', { name: 'Popularne wyszukiwania' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Strony' })).toBeNull();
  });

  it('searches in the category of /search/[context], named in the heading, offering the type only', async () => {
    const heading = await renderSearch('/pl/szukaj/kryminal?phrase=sherlok', world(), { context: 'kryminal' });
    expect(heading.textContent).toBe('Wyniki dla „sherlok” w kategorii Kryminał');
    const facets = await screen.findByRole('navigation', { name: 'Zawęź wyniki' });
    expect(within(facets).queryByRole('region', { name: 'Kategoria' })).toBeNull();
    expect(
      within(facets)
        .getByRole('link', { name: /^Cykle/ })
        .getAttribute('href'),
    ).toBe('/pl/szukaj/kryminal?phrase=sherlok&facet=type%3Acycle');
  });

  it('says search is unavailable, with status 503, when the index cannot answer', async () => {
    const failing = world();
    failing.searchIndex.failWith({ code: 'SEARCH.UNAVAILABLE' });
    const loaded = (await load('/pl/szukaj?phrase=sherlok', failing)) as unknown as { init: ResponseInit };
    expect(loaded.init.status).toBe(503);
    await renderSearch('/pl/szukaj?phrase=sherlok', failing);
    expect(screen.getByRole('status').textContent).toBe(
      'Wyszukiwanie jest chwilowo niedostępne. Spróbuj ponownie za chwilę.',
    );
  });

  it.each([
    ['an unknown context', '/pl/szukaj/nieznana?phrase=sherlok', { context: 'nieznana' }],
    ['a page beyond the last', '/pl/szukaj?phrase=sherlok&page=3', {}],
  ])('answers %s with the 404 page', async (_, path, params) => {
    const thrown = (await caught(load(path, world(), params))) as { init: ResponseInit } | null;
    expect(thrown?.init.status).toBe(404);
  });

  it("sends visitors to the market's 503 page while the API is in maintenance", async () => {
    const down = world();
    down.searchConfig.failing(1, { code: 'API.MAINTENANCE' });
    const thrown = await caught(load('/pl/szukaj?phrase=sherlok', down));
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('location')).toBe('/pl/error/503');
  });

  describe('head', () => {
    const headOf = async (path: string) => {
      const root = { locale: 'pl', lang: 'pl', brand: 'audiora', origin: 'https://audiora.example' } as const;
      const loaderData = await load(path);
      return meta({
        loaderData,
        matches: [{ id: 'root', data: { ...root, translations: await loadTranslations(languageOf('pl')) } }],
      } as never);
    };

    it('names the phrase and the page in the title, describes the results and keeps them out of the index', async () => {
      expect(await headOf('/pl/szukaj?phrase=sherlok&page=2')).toEqual([
        { title: '„sherlok” – wyniki wyszukiwania, strona 2 | Audiora' },
        { property: 'og:title', content: '„sherlok” – wyniki wyszukiwania, strona 2 | Audiora' },
        { name: 'description', content: 'Audiobooki, cykle i podcasty pasujące do „sherlok” w Audiora.' },
        { property: 'og:description', content: 'Audiobooki, cykle i podcasty pasujące do „sherlok” w Audiora.' },
        { name: 'robots', content: 'noindex, follow' },
      ]);
    });

    it('titles the prompt as the search page', async () => {
      expect((await headOf('/pl/szukaj'))[0]).toEqual({ title: 'Szukaj | Audiora' });
    });
  });
});
