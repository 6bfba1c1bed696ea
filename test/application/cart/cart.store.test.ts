import { describe, expect, it } from 'vitest';
import { CartStore } from '#application/cart/cart.store';
import { aCartItem } from '#test/support/mothers/cart-item.mother';

describe('CartStore', () => {
  it('starts empty in the given currency, with no modal open', () => {
    expect(new CartStore('CZK').state).toEqual({
      cart: { items: [], currency: 'CZK', value: 0, isLoading: false, recentItem: null },
      recentItemModal: null,
    });
  });

  it('runs the cart reducer and hands back its commands', () => {
    const store = new CartStore('PLN');
    expect(store.dispatch({ type: 'cartRefreshRequested' })).toEqual([{ type: 'loadCart' }]);
    expect(store.state.cart.isLoading).toBe(true);
    const item = aCartItem();
    expect(store.dispatch({ type: 'cartLoaded', items: [item] })).toEqual([]);
    expect(store.state.cart).toMatchObject({ items: [item], value: 3990, isLoading: false });
  });

  it('opens and closes the recent-item modal, keeping the recent item', () => {
    const store = new CartStore('PLN');
    const item = aCartItem();
    store.dispatch({ type: 'itemAdded', item });
    store.recentItemModalOpened(item);
    expect(store.state.recentItemModal).toBe(item);
    store.recentItemModalClosed();
    expect(store.state.recentItemModal).toBeNull();
    expect(store.state.cart.recentItem).toBe(item);
  });

  it('emits nothing when closing a modal that is not open', () => {
    const store = new CartStore('PLN');
    const seen: unknown[] = [];
    store.state$.subscribe((state) => seen.push(state));
    store.recentItemModalClosed();
    expect(seen).toHaveLength(1);
  });

  it('resets to an empty cart in another currency and starts a new epoch', () => {
    const store = new CartStore('PLN');
    const item = aCartItem();
    store.dispatch({ type: 'cartLoaded', items: [item] });
    store.recentItemModalOpened(item);
    const epoch = store.epoch;
    store.reset('EUR');
    expect(store.epoch).toBe(epoch + 1);
    expect(store.state).toEqual({
      cart: { items: [], currency: 'EUR', value: 0, isLoading: false, recentItem: null },
      recentItemModal: null,
    });
  });
});
