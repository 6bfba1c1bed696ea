import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CatalogLookupError } from '#application/catalog/catalog.errors';
import type { User } from '#domain/auth/user';
import { languageOf, type Locale } from '#domain/market/locale';
import type { MinorUnits } from '#domain/pricing/minor-units';
import { createContainer } from '#infrastructure/composition/create-container';
import { ShellSessionContext, UNKNOWN_SESSION } from '#ui/components/session/shell-session';
import { ContainerProvider } from '#ui/di/container-context';
import { loadTranslations } from '#ui/i18n/translations';
import CategoryPage, { loader, meta } from '#ui/routes/category';
import { InMemoryCatalogRepository } from '#test/support/fakes/in-memory-catalog-repository';
import { InMemoryCategoryProductsRepository } from '#test/support/fakes/in-memory-category-products-repository';
import { aCategory } from '#test/support/mothers/category.mother';
import { aScreenProduct } from '#test/support/mothers/screen.mother';
import { aUser } from '#test/support/mothers/user.mother';
import { renderInMarket } from '../render-in-market';

const classics = aCategory({ name: 'Klasyka literatury', slug: 'klasyka-literatury' });
const novels = aCategory({ name: 'Powieść', slug: 'powiesc', parentId: classics.id });
const russian = aCategory({ name: 'Powieść rosyjska', slug: 'powiesc-rosyjska', parentId: novels.id });
const titles = Array.from({ length: 32 }, (_, i) =>
  aScreenProduct({
    name: `Tytuł ${String(i + 1).padStart(2, '0')}`,
    prices: {
      price: 3990 as MinorUnits,
      discountPrice: null,
      priceForSubscribers: 1990 as MinorUnits,
      lowestPrice: null,
    },
  }),
);

const setUp = (failure: CatalogLookupError | null = null) => {
  const catalogRepository = new InMemoryCatalogRepository().withCategories('pl', [classics, novels, russian]);
  const categoryProductsRepository = new InMemoryCategoryProductsRepository()
    .withProducts('pl', classics, titles)
    .withProducts('pl', novels, titles.slice(0, 12))
    .withProducts('pl', russian, [])
    .failWith(failure);
  return createContainer(
    { apiOrigin: 'http://api.test', brand: 'audiora', userAgent: 'test' },
    { catalogRepository, categoryProductsRepository },
  );
};

const load = (path: string, container = setUp()) => {
  const url = new URL(`http://store.test${path}`);
  const id = decodeURIComponent(url.pathname.split('/').at(-1) ?? '');
  return loader({
    url,
    request: new Request(url),
    params: { id },
    context: { container, brand: 'audiora', nonce: '' },
  } as never);
};

const failureOf = (path: string, container?: ReturnType<typeof setUp>) =>
  load(path, container).then(
    () => {
      throw new Error(`expected ${path} to fail`);
    },
    (thrown: unknown) => thrown as { status?: number; init?: { status: number }; headers?: Headers },
  );

const statusOf = (thrown: { status?: number; init?: { status: number } }) => thrown.status ?? thrown.init?.status;

const renderCategory = async (locale: Locale, path: string, user: User | null = null) => {
  const container = setUp();
  const data = await load(path, container);
  const Page = (props: Parameters<typeof CategoryPage>[0]) => (
    <ContainerProvider container={container}>
      <ShellSessionContext.Provider value={{ ...UNKNOWN_SESSION, user }}>
        <CategoryPage {...props} />
      </ShellSessionContext.Provider>
    </ContainerProvider>
  );
  await renderInMarket(locale, path, [
    { path: path.split('?')[0] ?? '', Component: Page as never, loader: () => data },
  ]);
  return screen.findByRole('heading', { level: 1 });
};

// The breadcrumb, subcategories, order form and pager come after the page, as in the browser: their code is made
// ready once, up front.
beforeAll(() =>
  Promise.all([
    import('#ui/features/catalog/Breadcrumb'),
    import('#ui/features/catalog/Subcategories'),
    import('#ui/features/catalog/SortForm'),
    import('#ui/components/pagination/Pagination'),
  ]),
);

describe('Category page', () => {
  it('shows the breadcrumb, the subcategories and the first 15 products, most popular first', async () => {
    const heading = await renderCategory('pl', '/pl/katalog/klasyka-literatury');
    expect(heading.textContent).toBe('Klasyka literatury');
    const breadcrumb = await screen.findByRole('navigation', { name: 'Ścieżka nawigacji' });
    expect(
      within(breadcrumb)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/pl', '/pl/katalog']);
    const subcategories = await screen.findByRole('navigation', { name: 'Podkategorie' });
    expect(within(subcategories).getByRole('link', { name: 'Powieść' }).getAttribute('href')).toBe(
      '/pl/katalog/powiesc',
    );
    const list = screen.getByRole('region', { name: '32 tytuły' });
    const cards = within(list).getAllByRole('link', { name: /^Tytuł / });
    expect(cards.map((card) => card.textContent)).toEqual(titles.slice(0, 15).map((title) => title.name));
    const pager = await within(list).findByRole('navigation', { name: 'Strony' });
    expect(within(pager).getByRole('link', { name: 'Następna' }).getAttribute('href')).toBe(
      '/pl/katalog/klasyka-literatury?page=2',
    );
    expect((await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Sortuj według' })).value).toBe(
      'popularity',
    );
  });

  it('shows the page and order its address holds', async () => {
    await renderCategory('pl', '/pl/katalog/klasyka-literatury?page=3&sort=name-desc');
    const list = screen.getByRole('region', { name: '32 tytuły' });
    expect(
      within(list)
        .getAllByRole('link', { name: /^Tytuł / })
        .map((card) => card.textContent),
    ).toEqual(['Tytuł 02', 'Tytuł 01']);
    expect(within(list).getByRole('link', { current: 'page' }).textContent).toBe('3');
    expect(within(list).getByRole('link', { name: 'Poprzednia' }).getAttribute('href')).toBe(
      '/pl/katalog/klasyka-literatury?page=2&sort=name-desc',
    );
  });

  it('puts a deeper category under all its ancestors, and says when it has no titles yet', async () => {
    await renderCategory('pl', '/pl/katalog/powiesc-rosyjska');
    const breadcrumb = await screen.findByRole('navigation', { name: 'Ścieżka nawigacji' });
    expect(
      within(breadcrumb)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Strona główna', '/pl'],
      ['Katalog', '/pl/katalog'],
      ['Klasyka literatury', '/pl/katalog/klasyka-literatury'],
      ['Powieść', '/pl/katalog/powiesc'],
    ]);
    expect(screen.getByRole('region', { name: '0 tytułów' }).textContent).toContain(
      'Nie ma tu jeszcze żadnych tytułów.',
    );
    expect(screen.queryByRole('navigation', { name: 'Podkategorie' })).toBeNull();
  });

  it('shows a club member the subscriber prices once the session knows them', async () => {
    await renderCategory('pl', '/pl/katalog/klasyka-literatury', aUser({ isClubMember: true }));
    const card = screen.getByRole('link', { name: 'Tytuł 01' }).closest('li') as HTMLElement;
    expect(card.textContent?.replace(/\s/g, ' ')).toContain('Cena: 19,90 zł');
  });

  it('sends an address by id on to the address by slug, keeping the query', async () => {
    const thrown = await failureOf(`/pl/katalog/${novels.id}?page=1&sort=price`);
    expect(statusOf(thrown)).toBe(301);
    expect(thrown.headers?.get('location')).toBe('/pl/katalog/powiesc?page=1&sort=price');
  });

  it.each([
    ['an unknown category', '/pl/katalog/nie-ma-takiej'],
    ['a page past the last', '/pl/katalog/klasyka-literatury?page=4'],
    ['another market’s category', '/de/catalog/klasyka-literatury'],
  ])('answers %s with the 404 page', async (_, path) => {
    expect(statusOf(await failureOf(path))).toBe(404);
  });

  it("sends visitors to the market's 503 page while the API is in maintenance", async () => {
    const thrown = await failureOf('/cz/katalog/klasika', setUp({ code: 'API.MAINTENANCE' }));
    expect(statusOf(thrown)).toBe(302);
    expect(thrown.headers?.get('location')).toBe('/cz/error/503');
  });

  it('answers 503 when the catalogue cannot be read', async () => {
    expect(statusOf(await failureOf('/pl/katalog/x', setUp({ code: 'CATALOG.UNAVAILABLE' })))).toBe(503);
  });

  it('titles each page by the category and describes it with its count, in the market language', async () => {
    const root = { locale: 'pl', lang: 'pl', brand: 'audiora', origin: 'https://audiora.example' } as const;
    const matches = [{ id: 'root', data: { ...root, translations: await loadTranslations(languageOf('pl')) } }];
    const tagsOf = async (path: string) => meta({ loaderData: await load(path), matches } as never);
    expect(await tagsOf('/pl/katalog/klasyka-literatury')).toEqual([
      { title: 'Klasyka literatury | Audiora' },
      { property: 'og:title', content: 'Klasyka literatury | Audiora' },
      {
        name: 'description',
        content: 'Klasyka literatury: 32 tytuły do słuchania online i w aplikacji Audiora.',
      },
      {
        property: 'og:description',
        content: 'Klasyka literatury: 32 tytuły do słuchania online i w aplikacji Audiora.',
      },
    ]);
    expect((await tagsOf('/pl/katalog/klasyka-literatury?page=2'))[0]).toEqual({
      title: 'Klasyka literatury, strona 2 | Audiora',
    });
  });
});
