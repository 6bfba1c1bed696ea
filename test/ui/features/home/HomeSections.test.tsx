import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ITEMS_LIMIT } from '#domain/shell/item-list';
import { DEFAULT_ROUTING_CONTEXT } from '#domain/routing/routing-context';
import type { CategoryId } from '#domain/catalog/category';
import type { MinorUnits } from '#domain/pricing/minor-units';
import type { HomeProduct, HomeSection, SwimlaneSection } from '#ui/features/home/home-section';
import { labelPrices, withPriceLabels } from '#ui/components/price/price-labels';
import { linkItemSets } from '#ui/features/home/home-links';
import { HomeSections } from '#ui/features/home/HomeSections';
import { FIRST_ROW_EAGER_COVERS } from '#ui/components/product/cover-loading';
import { cardAmounts } from '#ui/features/home/product-price';
import { renderWithI18n } from '#test/support/i18n-test';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const money = (amount: number) => amount as MinorUnits;

const product = (
  n: number,
  overrides: Partial<HomeProduct> = {},
  prices: Partial<HomeProduct['prices']> = {},
): HomeProduct => ({
  id: uuid(n),
  type: 'audiobook',
  name: `Title ${n}`,
  authors: `Author ${n}`,
  imageUrl: `/pl/v2/covers/${n}/v1.svg`,
  prices: { price: money(3990), discountPrice: null, priceForSubscribers: null, lowestPrice: null, ...prices },
  currency: 'PLN',
  isFree: false,
  referenceId: null,
  ...overrides,
});

const swimlane = (n: number, title: string, products: HomeProduct[]): SwimlaneSection => ({
  id: uuid(100 + n),
  title,
  type: 'products-swimlane',
  total: products.length,
  products,
});

const SECTIONS: HomeSection[] = linkItemSets(
  [
    {
      id: uuid(201),
      title: 'Popular searches',
      type: 'item-sets',
      elements: [
        { label: 'Crime', slug: 'crime', deeplink: 'https://audiora.link/cat/crime' },
        { label: 'Pan Tadeusz', slug: 'pan-tadeusz', deeplink: `https://audiora.link/a/${uuid(1)}` },
        { label: 'Partner offer', slug: 'partner', deeplink: 'https://partner.example/offer' },
      ],
    },
    swimlane(1, 'New releases', [
      product(1),
      product(2, { type: 'podcast', isFree: true }, { price: money(0) }),
      product(3, { type: 'cycle' }, { discountPrice: money(2990) }),
    ]),
    swimlane(2, 'Bestsellers', [product(4, {}, { priceForSubscribers: money(1990) }), product(5)]),
    {
      id: uuid(301),
      title: 'Categories',
      type: 'category-list',
      categories: [
        { id: uuid(401) as CategoryId, slug: 'classics', name: 'Classics', parentId: null },
        { id: uuid(402) as CategoryId, slug: 'fantasy', name: 'Fantasy', parentId: null },
      ],
    },
  ],
  'pl',
  DEFAULT_ROUTING_CONTEXT,
);

const renderSections = (sections: HomeSection[] = SECTIONS, isClubMember = false) =>
  renderWithI18n(
    <HomeSections sections={sections} locale="pl" routing={DEFAULT_ROUTING_CONTEXT} isClubMember={isClubMember} />,
    { language: 'pl' },
  );

const region = (name: string) => screen.getByRole('region', { name });
const covers = (name: string) => Array.from(region(name).querySelectorAll('img'));
const text = (element: Element) => element.textContent?.replace(/\s/g, ' ') ?? '';

describe('HomeSections', () => {
  it('renders the sections in the order the API gives them, each under its title', () => {
    renderSections();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Popular searches',
      'New releases',
      'Bestsellers',
      'Categories',
    ]);
  });

  it('links item-set chips through their short links, leaving unknown links external', () => {
    renderSections();
    const chips = within(region('Popular searches'));
    expect(chips.getByRole('link', { name: 'Crime' }).getAttribute('href')).toBe('/pl/katalog/crime');
    expect(chips.getByRole('link', { name: 'Pan Tadeusz' }).getAttribute('href')).toBe(`/pl/audiobook/${uuid(1)}`);
    expect(chips.getByRole('link', { name: 'Partner offer' }).getAttribute('href')).toBe(
      'https://partner.example/offer',
    );
  });

  it('links products to their page by type', () => {
    renderSections();
    const lane = within(region('New releases'));
    expect(lane.getByRole('link', { name: 'Title 1' }).getAttribute('href')).toBe(`/pl/audiobook/${uuid(1)}`);
    expect(lane.getByRole('link', { name: 'Title 2' }).getAttribute('href')).toBe(`/pl/podcast/${uuid(2)}`);
    expect(lane.getByRole('link', { name: 'Title 3' }).getAttribute('href')).toBe(`/pl/cykl/${uuid(3)}`);
  });

  it('sizes covers with ?w= and a 2x srcset, with fixed width and height so nothing shifts', () => {
    renderSections();
    const [first] = covers('New releases');
    expect(first?.getAttribute('src')).toBe('/pl/v2/covers/1/v1.svg?w=176');
    expect(first?.getAttribute('srcset')).toBe('/pl/v2/covers/1/v1.svg?w=176 1x, /pl/v2/covers/1/v1.svg?w=352 2x');
    for (const cover of [...covers('New releases'), ...covers('Bestsellers')]) {
      expect(cover.getAttribute('width')).toBe('176');
      expect(cover.getAttribute('height')).toBe('176');
      expect(cover.getAttribute('alt')).toBe('');
    }
  });

  it('loads the first row eagerly, its first cover with high priority, and every later row lazily', () => {
    renderSections();
    const firstRow = covers('New releases');
    expect(firstRow.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager']);
    expect(firstRow.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', null, null]);
    const later = covers('Bestsellers');
    expect(later.map((img) => img.getAttribute('loading'))).toEqual(['lazy', 'lazy']);
    expect(later.some((img) => img.hasAttribute('fetchpriority'))).toBe(false);
  });

  it('loads lazily the covers of a long first row past what a wide screen shows', () => {
    const long = Array.from({ length: FIRST_ROW_EAGER_COVERS + 2 }, (_, i) => product(i + 1));
    renderSections([swimlane(1, 'Long', long)]);
    const loading = covers('Long').map((img) => img.getAttribute('loading'));
    expect(loading.slice(0, FIRST_ROW_EAGER_COVERS).every((value) => value === 'eager')).toBe(true);
    expect(loading.slice(FIRST_ROW_EAGER_COVERS)).toEqual(['lazy', 'lazy']);
  });

  it("shows prices in the market's format: reduced ones with the regular price struck through, free ones as such", () => {
    renderSections();
    const lane = region('New releases');
    const [first, free, reduced] = within(lane).getAllByRole('listitem');
    expect(text(first as Element)).toContain('39,90 zł');
    expect(text(free as Element)).toContain('Za darmo');
    expect(text(reduced as Element)).toContain('29,90 zł');
    expect((reduced as Element).querySelector('s')?.textContent?.replace(/\s/g, ' ')).toContain('39,90 zł');
  });

  it('shows subscriber prices to club members only', () => {
    renderSections([SECTIONS[2] as HomeSection], false);
    expect(text(region('Bestsellers'))).not.toContain('19,90 zł');
  });

  it('shows the subscriber price to a club member', () => {
    renderSections([SECTIONS[2] as HomeSection], true);
    expect(text(region('Bestsellers'))).toContain('19,90 zł');
  });

  it(`shows at most ${ITEMS_LIMIT} products in a swimlane`, () => {
    const many = Array.from({ length: ITEMS_LIMIT + 5 }, (_, i) => product(i + 1));
    renderSections([swimlane(9, 'Everything', many)]);
    expect(covers('Everything')).toHaveLength(ITEMS_LIMIT);
  });

  it('links category-list entries to their category pages', () => {
    renderSections();
    const list = within(region('Categories'));
    expect(list.getByRole('link', { name: 'Classics' }).getAttribute('href')).toBe('/pl/katalog/classics');
    expect(list.getByRole('link', { name: 'Fantasy' }).getAttribute('href')).toBe('/pl/katalog/fantasy');
  });

  it('treats the first swimlane with products as the first row even after an empty one', () => {
    renderSections([swimlane(1, 'Empty', []), swimlane(2, 'Filled', [product(1), product(2)])]);
    expect(screen.queryByRole('heading', { name: 'Empty' })).toBeNull();
    expect(covers('Filled').map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', null]);
  });

  it('has a label for every price a card shows to a visitor or a club member, so hydration formats none', () => {
    const written = labelPrices(cardAmounts(SECTIONS), (amount, currency) => `[${currency} ${amount}]`);
    const unlabelled = (amount: MinorUnits, currency: string): string => {
      throw new Error(`No label for ${currency} ${amount}`);
    };
    for (const isClubMember of [false, true]) {
      const { unmount } = renderWithI18n(
        <HomeSections
          sections={SECTIONS}
          locale="pl"
          routing={DEFAULT_ROUTING_CONTEXT}
          isClubMember={isClubMember}
          formatPrice={withPriceLabels(written, unlabelled)}
        />,
        { language: 'pl' },
      );
      expect(text(region('Bestsellers'))).toContain(isClubMember ? '[PLN 1990]' : '[PLN 3990]');
      unmount();
    }
  });
});
