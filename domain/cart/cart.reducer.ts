import type { CurrencyCode } from '../market/market';
import type { MinorUnits } from '../pricing/minor-units';
import type { CartItem, CartProductId } from './cart-item';
import { cartProductIdOf } from './cart-product-id';
import { cartValue } from './cart-value';

/** Spec §3 cart context: items, currency, value, isLoading, recentItem. */
export interface CartState {
  readonly items: readonly CartItem[];
  readonly currency: CurrencyCode;
  readonly value: MinorUnits;
  readonly isLoading: boolean;
  readonly recentItem: CartItem | null;
}

/** What happened to the cart, in the past tense. */
export type CartEvent =
  | { readonly type: 'cartRefreshRequested' }
  | { readonly type: 'cartLoaded'; readonly items: readonly CartItem[] }
  | { readonly type: 'cartLoadFailed' }
  | { readonly type: 'addToCartRequested'; readonly item: CartItem }
  | { readonly type: 'itemAdded'; readonly item: CartItem }
  | { readonly type: 'addToCartFailed' }
  /** A visitor's cart, kept in the browser, took the item: it holds `items` now. */
  | { readonly type: 'guestItemAdded'; readonly item: CartItem; readonly items: readonly CartItem[] };

/** What the cart use case must do next through its ports. */
export type CartCommand =
  | { readonly type: 'loadCart' }
  | { readonly type: 'addToCart'; readonly cartProductId: CartProductId }
  | { readonly type: 'openRecentItemModal'; readonly item: CartItem };

export interface CartTransition {
  readonly state: CartState;
  readonly commands: readonly CartCommand[];
}

/** Spec §3: the cart before anything is loaded: empty, in the market's currency, not loading. */
export const emptyCart = (currency: CurrencyCode): CartState => ({
  items: [],
  currency,
  value: 0 as MinorUnits,
  isLoading: false,
  recentItem: null,
});

const withItems = (state: CartState, items: readonly CartItem[]): CartState => ({
  ...state,
  items,
  value: cartValue(items),
  isLoading: false,
});

const stay = (state: CartState): CartTransition => ({ state, commands: [] });

/**
 * Spec §4, §5, §8 cart: a refresh loads the cart, and a failed one leaves an empty cart (the recent item
 * stays, its modal may be open); an add is skipped without a reference id, else it loads; a successful
 * add sets the recent item, refreshes the counter and opens the recent-item modal; a failed add only stops loading.
 * A visitor's add is kept in the browser: the cart holds what it keeps, with no load, and the modal opens.
 */
export const cartReducer = (state: CartState, event: CartEvent): CartTransition => {
  switch (event.type) {
    case 'cartRefreshRequested':
      return { state: { ...state, isLoading: true }, commands: [{ type: 'loadCart' }] };
    case 'cartLoaded':
      return stay(withItems(state, event.items));
    case 'cartLoadFailed':
      return stay(withItems(state, []));
    case 'addToCartRequested': {
      const cartProductId = cartProductIdOf(event.item.product.referenceId);
      if (cartProductId === null) return stay(state);
      return { state: { ...state, isLoading: true }, commands: [{ type: 'addToCart', cartProductId }] };
    }
    case 'itemAdded':
      return {
        state: { ...state, isLoading: true, recentItem: event.item },
        commands: [{ type: 'loadCart' }, { type: 'openRecentItemModal', item: event.item }],
      };
    case 'addToCartFailed':
      return stay({ ...state, isLoading: false });
    case 'guestItemAdded':
      return {
        state: { ...withItems(state, event.items), recentItem: event.item },
        commands: [{ type: 'openRecentItemModal', item: event.item }],
      };
  }
};
