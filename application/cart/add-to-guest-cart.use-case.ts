import type { CartItem } from '#domain/cart/cart-item';
import { cartProductIdOf } from '#domain/cart/cart-product-id';
import { withGuestItem } from '#domain/cart/guest-cart';
import type { Locale } from '#domain/market/locale';
import { err, ok, type Result } from '#domain/shared/result';
import { addToCartEvent } from '../checkout/checkout-events';
import type { AnalyticsPort } from '../ports/analytics.port';
import type { GuestCartStorage } from '../ports/guest-cart-storage.port';
import type { CartError } from './cart.errors';
import type { CartStore } from './cart.store';

export interface AddToGuestCartDeps {
  readonly guestCart: GuestCartStorage;
  readonly cartStore: CartStore;
  readonly analytics: AnalyticsPort;
}

/**
 * Issue 22: a visitor's add to cart, kept in this browser until they sign in (then `MergeGuestCart` hands it to the
 * store): skipped without a reference id (spec §5), else kept, reported as add_to_cart, counted in the top bar,
 * and the recent-item modal opens.
 */
export class AddToGuestCart {
  readonly #deps: AddToGuestCartDeps;

  constructor(deps: AddToGuestCartDeps) {
    this.#deps = deps;
  }

  execute(input: { readonly locale: Locale; readonly item: CartItem }): Result<CartItem, CartError> {
    const { guestCart, cartStore, analytics } = this.#deps;
    if (cartProductIdOf(input.item.product.referenceId) === null) return err({ code: 'CART.NOT_ADDABLE' });
    const items = withGuestItem(guestCart.read(input.locale), input.item);
    guestCart.write(input.locale, items);
    analytics.track(addToCartEvent(input.item, cartStore.state.cart.currency));
    for (const command of cartStore.dispatch({ type: 'guestItemAdded', item: input.item, items }))
      if (command.type === 'openRecentItemModal') cartStore.recentItemModalOpened(command.item);
    return ok(input.item);
  }
}
