import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MinorUnits } from '#domain/pricing/minor-units';
import { DEFAULT_ROUTING_CONTEXT } from '#domain/routing/routing-context';
import { createContainer } from '#infrastructure/composition/create-container';
import { marketPriceFormatter } from '#ui/components/price/format-price';
import { FIRST_ROW_EAGER_COVERS } from '#ui/components/product/cover-loading';
import { CardCartControls, ProductGrid, type ProductGridProps } from '#ui/components/product/ProductGrid';
import { ContainerProvider } from '#ui/di/container-context';
import { TOKENS } from '#infrastructure/composition/tokens';
import { InMemoryGuestCartStorage } from '#test/support/fakes/in-memory-guest-cart-storage';
import { FakeIntersectionObserver } from '#test/support/fake-intersection-observer';
import { RecordingAnalytics } from '#test/support/fakes/recording-analytics';
import { renderWithI18n } from '#test/support/i18n-test';
import { renderInMarket } from '../../render-in-market';
import { aScreenProduct } from '#test/support/mothers/screen.mother';

const money = (amount: number) => amount as MinorUnits;

const products = Array.from({ length: 10 }, (_, i) =>
  aScreenProduct({
    name: `Title ${i + 1}`,
    prices: { price: money(3990), discountPrice: null, priceForSubscribers: money(1990), lowestPrice: null },
  }),
);

const renderGrid = (props: Partial<ProductGridProps> = {}, analytics = new RecordingAnalytics()) => {
  const container = createContainer(
    { apiOrigin: 'http://api.test', brand: 'audiora', userAgent: 'test' },
    { analytics },
  );
  renderWithI18n(
    <ContainerProvider container={container}>
      <ProductGrid
        products={products}
        locale="pl"
        routing={DEFAULT_ROUTING_CONTEXT}
        isClubMember={false}
        formatPrice={marketPriceFormatter('pl')}
        {...props}
      />
    </ContainerProvider>,
    { language: 'pl' },
  );
  return {
    analytics,
    get list() {
      return screen.getByRole('list');
    },
  };
};

// The tracker's code comes after the grid's, as in the browser; waiting for it here lets the grid render it.
const trackerLoaded = async () => {
  await import('#ui/components/product/ViewItemListTracker');
  await new Promise((resolve) => setTimeout(resolve, 0));
};

const priceOf = (name: string) =>
  (screen.getByRole('link', { name }).closest('li') as HTMLElement).querySelector('p:last-child')?.textContent;

describe('ProductGrid', () => {
  let restore: () => void;

  beforeEach(() => {
    restore = FakeIntersectionObserver.install();
  });

  afterEach(() => restore());

  it("lists a card per product linking to its page, the first row's covers eager (the first first), the rest lazy", () => {
    const { list } = renderGrid();
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(products.map((product) => product.name));
    expect(links[0]?.getAttribute('href')).toBe(`/pl/audiobook/${products[0]?.id}`);
    const covers = Array.from(list.querySelectorAll('img'));
    expect(covers.map((img) => img.getAttribute('loading'))).toEqual([
      ...Array<string>(FIRST_ROW_EAGER_COVERS).fill('eager'),
      'lazy',
      'lazy',
    ]);
    expect(covers[0]?.getAttribute('fetchpriority')).toBe('high');
    expect(covers[1]?.getAttribute('fetchpriority')).toBeNull();
    expect(covers.every((img) => img.getAttribute('width') === '176' && img.getAttribute('height') === '176')).toBe(
      true,
    );
  });

  it('loads every cover lazily when the grid starts below the fold', () => {
    const { list } = renderGrid({ aboveTheFold: false });
    expect(Array.from(list.querySelectorAll('img'), (img) => img.getAttribute('loading'))).toEqual(
      Array<string>(products.length).fill('lazy'),
    );
  });

  it.each([
    ['a visitor', false, '39,90 zł'],
    ['a club member', true, '19,90 zł'],
  ])('shows %s the displayed price of spec §5', (_, isClubMember, shown) => {
    renderGrid({ isClubMember });
    expect(priceOf('Title 1')?.replace(/\s/g, ' ')).toContain(shown);
  });

  it('sends view_item_list once half the list is on screen, with each place in the whole list and its shown price', async () => {
    // The tracker's code arrives with the services, after the grid has rendered.
    const grid = await act(async () =>
      renderGrid({ list: { id: 'category:1', name: 'Klasyka' }, firstIndex: 15, isClubMember: true }),
    );
    await act(() => trackerLoaded());
    const { analytics, list } = grid;
    expect(FakeIntersectionObserver.watchedElements()).toContain(list);
    FakeIntersectionObserver.show(list, { visible: 100, height: 600, viewport: 800 });
    expect(analytics.events).toEqual([]);
    FakeIntersectionObserver.show(list, { visible: 300, height: 600, viewport: 800 });
    FakeIntersectionObserver.show(list, { visible: 600, height: 600, viewport: 800 });
    expect(analytics.events).toHaveLength(1);
    expect(analytics.events[0]).toMatchObject({ name: 'view_item_list', listId: 'category:1', listName: 'Klasyka' });
    const items = analytics.events[0]?.name === 'view_item_list' ? analytics.events[0].items : [];
    expect(items.map((item) => item.index)).toEqual(products.map((_, i) => 15 + i));
    expect(items[0]).toEqual({ id: products[0]?.id, name: 'Title 1', index: 15, price: 19.9, currency: 'PLN' });
  });

  it('sends nothing when it names no list', async () => {
    const { analytics } = await act(async () => renderGrid());
    await act(() => trackerLoaded());
    expect(FakeIntersectionObserver.watchedElements()).toEqual([]);
    expect(analytics.events).toEqual([]);
  });

  it("offers each paid audiobook of a list for the cart, and a press puts it in a visitor's cart at its shown price", async () => {
    const [paid, free, unreferenced, podcast] = [
      aScreenProduct({ name: 'Paid' }),
      aScreenProduct({ name: 'Free', isFree: true }),
      aScreenProduct({ name: 'Unreferenced', referenceId: null }),
      aScreenProduct({ name: 'Podcast', type: 'podcast' }),
    ];
    const guestCartStorage = new InMemoryGuestCartStorage();
    const container = createContainer(
      { apiOrigin: 'http://api.test', brand: 'audiora', userAgent: 'test' },
      { analytics: new RecordingAnalytics(), guestCartStorage },
    );
    await container.get(TOKENS.AuthStore).signedOut();
    await CardCartControls.preload();
    const Page = () => (
      <ContainerProvider container={container}>
        <ProductGrid
          products={[paid, free, unreferenced, podcast].filter((p) => p !== undefined)}
          locale="pl"
          routing={DEFAULT_ROUTING_CONTEXT}
          isClubMember={false}
          formatPrice={marketPriceFormatter('pl')}
          cartable
        />
      </ContainerProvider>
    );
    await renderInMarket('pl', '/pl/katalog', [{ path: '/pl/katalog', Component: Page }]);
    const adds = await screen.findAllByRole('button', { name: /^Dodaj do koszyka/ });
    expect(adds.map((button) => button.getAttribute('aria-label'))).toEqual(['Dodaj do koszyka: Paid']);
    await act(async () => {
      adds[0]?.click();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(guestCartStorage.read('pl').map((item) => [item.product.name, item.price])).toEqual([['Paid', 3990]]);
    expect(container.get(TOKENS.CartStore).state.cart.items).toHaveLength(1);
  });
});
