import type { CartItem } from '#domain/cart/cart-item';
import { type CartCommand, type CartEvent, cartReducer, type CartState, emptyCart } from '#domain/cart/cart.reducer';
import type { CurrencyCode } from '#domain/market/market';
import { Store } from '../shared/store';

/** Spec §3 cart context, and the item whose recent-item modal is open (null: none is). */
export interface CartStoreState {
  readonly cart: CartState;
  readonly recentItemModal: CartItem | null;
}

/**
 * Spec §3, §4 client cart: holds the cart reducer's state and hands its commands back to the use case that carries
 * them out. A reset (another user, another market) starts a new epoch, so answers to calls made before it are dropped.
 */
export class CartStore extends Store<CartStoreState> {
  #epoch = 0;

  constructor(currency: CurrencyCode) {
    super({ cart: emptyCart(currency), recentItemModal: null });
  }

  /** Increases on every reset; a call's answer applies only within the epoch it was made in. */
  get epoch(): number {
    return this.#epoch;
  }

  /** Applies a cart event and returns what must be done next. */
  dispatch(event: CartEvent): readonly CartCommand[] {
    const { state, commands } = cartReducer(this.state.cart, event);
    this.setState((current) => (state === current.cart ? current : { ...current, cart: state }));
    return commands;
  }

  /** Spec §4: the recent-item modal opens for the item just added. */
  recentItemModalOpened(item: CartItem): void {
    this.setState((current) => ({ ...current, recentItemModal: item }));
  }

  recentItemModalClosed(): void {
    this.setState((current) => (current.recentItemModal === null ? current : { ...current, recentItemModal: null }));
  }

  /** Nobody's cart is known any more (signed out, or another market's page): empty, in `currency`. */
  reset(currency: CurrencyCode): void {
    this.#epoch += 1;
    this.setState({ cart: emptyCart(currency), recentItemModal: null });
  }
}
