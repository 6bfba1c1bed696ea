import { describe, expect, it } from 'vitest';
import type { ProductId } from '#domain/cart/cart-item';
import { DataLayerAnalytics } from '#infrastructure/browser/data-layer-analytics';

const recorder = () => {
  const entries: unknown[] = [];
  return { entries, analytics: new DataLayerAnalytics({ dataLayer: () => entries }) };
};

describe('DataLayerAnalytics', () => {
  it('pushes a view_item_list in GA4 ecommerce shape, after clearing the previous ecommerce object', () => {
    const { entries, analytics } = recorder();
    analytics.track({
      name: 'view_item_list',
      listId: 'category:fantasy',
      listName: 'Fantasy',
      items: [
        { id: 'a', name: 'Pan Tadeusz', index: 0, price: 39.9, currency: 'PLN' },
        { id: 'b', name: 'Lalka', index: 1 },
      ],
    });
    expect(entries).toEqual([
      { ecommerce: null },
      {
        event: 'view_item_list',
        ecommerce: {
          item_list_id: 'category:fantasy',
          item_list_name: 'Fantasy',
          items: [
            { item_id: 'a', item_name: 'Pan Tadeusz', index: 0, price: 39.9, currency: 'PLN' },
            { item_id: 'b', item_name: 'Lalka', index: 1 },
          ],
        },
      },
    ]);
  });

  it('pushes view_item and add_to_wishlist with their product', () => {
    const { entries, analytics } = recorder();
    analytics.track({ name: 'view_item', item: { id: 'a', name: 'Lalka', price: 29.9, currency: 'EUR' } });
    analytics.track({ name: 'add_to_wishlist', productId: 'a' as ProductId });
    expect(entries.filter((entry) => (entry as { event?: string }).event)).toEqual([
      {
        event: 'view_item',
        ecommerce: { items: [{ item_id: 'a', item_name: 'Lalka', price: 29.9, currency: 'EUR' }] },
      },
      { event: 'add_to_wishlist', ecommerce: { items: [{ item_id: 'a' }] } },
    ]);
  });

  it('pushes add_to_cart, begin_checkout and purchase in GA4 shape, leaving out a coupon that is not there', () => {
    const { entries, analytics } = recorder();
    const lalka = { id: 'a', name: 'Lalka', price: 29.9 };
    analytics.track({ name: 'add_to_cart', currency: 'PLN', item: lalka });
    analytics.track({ name: 'begin_checkout', currency: 'PLN', value: 29.9, coupon: null, items: [lalka] });
    analytics.track({
      name: 'purchase',
      purchase: {
        transactionId: 'order-1',
        value: 26.91,
        currency: 'PLN',
        coupon: 'WIOSNA',
        discount: 2.99,
        items: [lalka],
      },
    });
    const item = { item_id: 'a', item_name: 'Lalka', price: 29.9 };
    expect(entries.filter((entry) => (entry as { event?: string }).event)).toEqual([
      { event: 'add_to_cart', ecommerce: { currency: 'PLN', value: 29.9, items: [item] } },
      { event: 'begin_checkout', ecommerce: { currency: 'PLN', value: 29.9, items: [item] } },
      {
        event: 'purchase',
        ecommerce: {
          transaction_id: 'order-1',
          value: 26.91,
          currency: 'PLN',
          coupon: 'WIOSNA',
          discount: 2.99,
          items: [item],
        },
      },
    ]);
  });
});
