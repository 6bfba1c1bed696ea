import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { TranslatorProvider } from '#ui/i18n/use-translation';
import { createRoutesStub, useLocation } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { categoryTree } from '#domain/catalog/category-tree';
import { listOrderView } from '#domain/catalog/list-query';
import { DEFAULT_PRODUCT_ORDER, resolveOrder, sortParam } from '#domain/catalog/product-sort';
import { DEFAULT_ROUTING_CONTEXT } from '#domain/routing/routing-context';
import { createContainer } from '#infrastructure/composition/create-container';
import { marketPriceFormatter } from '#ui/components/price/format-price';
import { languageOf } from '#domain/market/locale';
import { CardCartControls } from '#ui/components/product/ProductGrid';
import { ContainerProvider } from '#ui/di/container-context';
import { LocaleProvider } from '#ui/i18n/locale-provider';
import { loadTranslations } from '#ui/i18n/translations';
import { Breadcrumb } from '#ui/features/catalog/Breadcrumb';
import { CatalogueTree } from '#ui/features/catalog/CatalogueTree';
import { ProductListing, type ProductListingProps } from '#ui/features/catalog/ProductListing';
import { SortForm } from '#ui/features/catalog/SortForm';
import { Subcategories } from '#ui/features/catalog/Subcategories';
import { createTestTranslator, renderWithI18n, type ShellLanguage } from '#test/support/i18n-test';
import { aCategory } from '#test/support/mothers/category.mother';
import { aScreenProduct } from '#test/support/mothers/screen.mother';

const crime = aCategory({ name: 'Krimis', slug: 'krimis' });
const thriller = aCategory({ name: 'Thriller', slug: 'thriller', parentId: crime.id });
const poetry = aCategory({ name: 'Lyrik', slug: 'lyrik' });

// The order form, the pager and the cards' cart buttons come after the list, as in the browser: their code is made
// ready once, up front, so that every render below is the one a listener ends up with.
beforeAll(() =>
  Promise.all([
    import('#ui/features/catalog/SortForm'),
    import('#ui/components/pagination/Pagination'),
    CardCartControls.preload(),
  ]),
);

describe('CatalogueTree', () => {
  it('heads each top-level category with a link to its page and lists its subcategories below it', () => {
    renderWithI18n(
      <CatalogueTree
        branches={categoryTree([crime, thriller, poetry])}
        locale="de"
        routing={DEFAULT_ROUTING_CONTEXT}
      />,
    );
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual(['Krimis', 'Lyrik']);
    expect(
      within(headings[0] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/de/catalog/krimis');
    const branch = (headings[0] as HTMLElement).closest('li') as HTMLElement;
    expect(within(branch).getByRole('link', { name: 'Thriller' }).getAttribute('href')).toBe('/de/catalog/thriller');
    expect(within((headings[1] as HTMLElement).closest('li') as HTMLElement).getAllByRole('link')).toHaveLength(1);
  });
});

describe('Breadcrumb', () => {
  it('links the pages above and marks the current one, named in the market language', () => {
    renderWithI18n(
      <Breadcrumb
        crumbs={[
          { label: 'Strona główna', href: '/pl' },
          { label: 'Katalog', href: '/pl/katalog' },
        ]}
        current="Thriller"
      />,
      { language: 'pl' },
    );
    const nav = screen.getByRole('navigation', { name: 'Ścieżka nawigacji' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/pl', '/pl/katalog']);
    const current = within(nav).getByText('Thriller');
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(current.querySelector('a')).toBeNull();
  });
});

describe('Subcategories', () => {
  it('links each subcategory, and renders nothing without any', () => {
    const { unmount } = renderWithI18n(
      <Subcategories categories={[thriller]} locale="cz" routing={DEFAULT_ROUTING_CONTEXT} />,
      { language: 'cs' },
    );
    const nav = screen.getByRole('navigation', { name: 'Podkategorie' });
    expect(within(nav).getByRole('link', { name: 'Thriller' }).getAttribute('href')).toBe('/cz/katalog/thriller');
    unmount();
    const { container } = renderWithI18n(
      <Subcategories categories={[]} locale="cz" routing={DEFAULT_ROUTING_CONTEXT} />,
    );
    expect(container.innerHTML).toBe('');
  });
});

/** Shows the page's address, so a test can follow a submitted form as a browser would. */
function Address() {
  const location = useLocation();
  return <p>{`${location.pathname}${location.search}`}</p>;
}

const container = createContainer({ apiOrigin: 'http://api.test', brand: 'audiora', userAgent: 'test' });

/** Renders at a path inside a data router (forms need one) and a container, with the text in `language`. */
const renderInRouter = (ui: ReactElement, path: string, language: ShellLanguage = 'en') => {
  const Stub = createRoutesStub([{ path: path.split('?')[0] ?? '/', Component: () => ui }]);
  return render(
    <ContainerProvider container={container}>
      <TranslatorProvider translator={createTestTranslator(language)}>
        <Stub initialEntries={[path]} />
      </TranslatorProvider>
    </ContainerProvider>,
  );
};

describe('SortForm', () => {
  it('offers the orders with the current one chosen, as a GET form to the list address', () => {
    const { container } = renderInRouter(
      <SortForm action="/en/catalog/classics" current={sortParam(resolveOrder('price', 'desc'))} />,
      '/en/catalog/classics',
    );
    const form = container.querySelector('form') as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/en/catalog/classics');
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sort by' });
    expect(select.name).toBe('sort');
    expect(select.value).toBe('price-desc');
    expect(Array.from(select.options, (option) => [option.value, option.textContent])).toEqual([
      ['popularity', 'Most popular'],
      ['rating', 'Highest rated'],
      ['newest', 'Newest'],
      ['price', 'Price: low to high'],
      ['price-desc', 'Price: high to low'],
      ['name', 'Title: A to Z'],
    ]);
    expect(screen.getByRole('button', { name: 'Sort' }).getAttribute('type')).toBe('submit');
  });

  it('puts the chosen order into the address and starts again at page 1', async () => {
    renderInRouter(
      <>
        <SortForm action="/de/catalog/krimis" current={sortParam(DEFAULT_PRODUCT_ORDER)} />
        <Address />
      </>,
      '/de/catalog/krimis?page=3',
      'de',
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Sortieren nach' }), { target: { value: 'newest' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sortieren' }));
    expect(await screen.findByText('/de/catalog/krimis?sort=newest')).toBeTruthy();
  });
});

const listing = (props: Partial<ProductListingProps> = {}) => (
  <ProductListing
    page={{ products: [aScreenProduct({ name: 'Emma' })], page: 2, pages: 3, total: 32 }}
    order={listOrderView(resolveOrder('name', undefined))}
    path="/en/catalog/classics"
    list={{ id: 'category:1', name: 'Classics' }}
    locale="en"
    routing={DEFAULT_ROUTING_CONTEXT}
    isClubMember={false}
    formatPrice={marketPriceFormatter('en')}
    {...props}
  />
);

/** Renders a listing as its page does: in the market's locale, with the container its cart buttons use. */
const renderListing = async (ui: ReactElement, path: string, locale: 'en' | 'de') => {
  const translations = await loadTranslations(languageOf(locale));
  const Stub = createRoutesStub([{ path: path.split('?')[0] ?? '/', Component: () => ui }]);
  await act(async () => {
    render(
      <ContainerProvider container={container}>
        <LocaleProvider locale={locale} brand="audiora" translations={translations}>
          <Stub initialEntries={[path]} />
        </LocaleProvider>
      </ContainerProvider>,
    );
  });
};

describe('ProductListing', () => {
  it('counts the titles, offers the orders and pages through them keeping the order in every address', async () => {
    await renderListing(listing(), '/en/catalog/classics?page=2&sort=name', 'en');
    const section = screen.getByRole('region', { name: '32 titles' });
    expect(within(section).getByRole('link', { name: 'Emma' })).toBeTruthy();
    expect(await within(section).findByRole('combobox', { name: 'Sort by' })).toBeTruthy();
    const pager = await within(section).findByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByRole('link', { name: 'Page 1' }).getAttribute('href')).toBe(
      '/en/catalog/classics?sort=name',
    );
    expect(within(pager).getByRole('link', { name: 'Next' }).getAttribute('href')).toBe(
      '/en/catalog/classics?page=3&sort=name',
    );
  });

  it('says when there is nothing to list, with neither order nor pager', async () => {
    await renderListing(listing({ page: { products: [], page: 1, pages: 0, total: 0 } }), '/de/catalog/lyrik', 'de');
    expect(screen.getByRole('region', { name: '0 Titel' }).textContent).toContain('Hier gibt es noch keine Titel.');
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
