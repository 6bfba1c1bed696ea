import { describe, expect, it } from 'vitest';
import type { ReferenceId } from '#domain/cart/cart-item';
import type { MinorUnits } from '#domain/pricing/minor-units';
import { cartReducer, type CartState, emptyCart } from '#domain/cart/cart.reducer';
import { aCartItem } from '#test/support/mothers/cart-item.mother';

const panTadeusz = aCartItem({ price: 3990 });
const lalka = aCartItem({ price: 2450, product: { name: 'Lalka', referenceId: 'pl_lalka' as ReferenceId } });
const loaded: CartState = { ...emptyCart('PLN'), items: [panTadeusz], value: 3990 as MinorUnits };

describe('cart reducer (spec §3, §4, §5, §8)', () => {
  it('starts empty in the market currency, not loading, without a recent item', () => {
    expect(emptyCart('CZK')).toEqual({ items: [], currency: 'CZK', value: 0, isLoading: false, recentItem: null });
  });

  it('loads the cart on a refresh and shows the loaded items with their value', () => {
    const requested = cartReducer(emptyCart('PLN'), { type: 'cartRefreshRequested' });
    expect(requested).toEqual({ state: { ...emptyCart('PLN'), isLoading: true }, commands: [{ type: 'loadCart' }] });
    const done = cartReducer(requested.state, { type: 'cartLoaded', items: [panTadeusz, lalka] });
    expect(done).toEqual({ state: { ...emptyCart('PLN'), items: [panTadeusz, lalka], value: 6440 }, commands: [] });
  });

  it('empties the cart when loading fails (spec §8), keeping the recent item', () => {
    const state: CartState = { ...loaded, isLoading: true, recentItem: lalka };
    expect(cartReducer(state, { type: 'cartLoadFailed' })).toEqual({
      state: { ...emptyCart('PLN'), recentItem: lalka },
      commands: [],
    });
  });

  it('adds by the reference id without its country prefix', () => {
    expect(cartReducer(loaded, { type: 'addToCartRequested', item: lalka })).toEqual({
      state: { ...loaded, isLoading: true },
      commands: [{ type: 'addToCart', cartProductId: 'lalka' }],
    });
  });

  it('skips the add when the product has no reference id (spec §5)', () => {
    const noReference = aCartItem({ product: { referenceId: null } });
    expect(cartReducer(loaded, { type: 'addToCartRequested', item: noReference })).toEqual({
      state: loaded,
      commands: [],
    });
  });

  it('after an add sets the recent item, refreshes the counter and opens the recent-item modal (spec §4)', () => {
    const adding = { ...loaded, isLoading: true };
    expect(cartReducer(adding, { type: 'itemAdded', item: lalka })).toEqual({
      state: { ...adding, recentItem: lalka },
      commands: [{ type: 'loadCart' }, { type: 'openRecentItemModal', item: lalka }],
    });
  });

  it('only stops loading when the add fails (spec §8)', () => {
    expect(cartReducer({ ...loaded, isLoading: true }, { type: 'addToCartFailed' })).toEqual({
      state: loaded,
      commands: [],
    });
  });

  it("keeps a visitor's add without loading: the cart holds what the browser keeps, and the modal opens", () => {
    expect(cartReducer(loaded, { type: 'guestItemAdded', item: lalka, items: [panTadeusz, lalka] })).toEqual({
      state: { ...loaded, items: [panTadeusz, lalka], value: 6440, recentItem: lalka },
      commands: [{ type: 'openRecentItemModal', item: lalka }],
    });
  });
});
