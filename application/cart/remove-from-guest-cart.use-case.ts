import type { ProductId } from '#domain/cart/cart-item';
import { withoutGuestItem } from '#domain/cart/guest-cart';
import type { Locale } from '#domain/market/locale';
import type { GuestCartStorage } from '../ports/guest-cart-storage.port';
import type { CartStore } from './cart.store';

/** A visitor takes a title out of the cart this browser keeps; the top bar's counter follows. */
export class RemoveFromGuestCart {
  readonly #deps: { readonly guestCart: GuestCartStorage; readonly cartStore: CartStore };

  constructor(deps: { readonly guestCart: GuestCartStorage; readonly cartStore: CartStore }) {
    this.#deps = deps;
  }

  execute(input: { readonly locale: Locale; readonly productId: ProductId }): void {
    const { guestCart, cartStore } = this.#deps;
    const items = withoutGuestItem(guestCart.read(input.locale), input.productId);
    guestCart.write(input.locale, items);
    cartStore.dispatch({ type: 'cartLoaded', items });
  }
}
