import { cartProductIdOf } from '#domain/cart/cart-product-id';
import type { Locale } from '#domain/market/locale';
import type { CartRepository } from '../ports/cart-repository.port';
import type { GuestCartStorage } from '../ports/guest-cart-storage.port';

export interface MergeGuestCartDeps {
  readonly guestCart: GuestCartStorage;
  readonly cartRepository: CartRepository;
}

/**
 * Issue 22: once a visitor signs in, the titles their browser kept go into their cart at the store, which prices
 * them for the account (a title they own already stays out, as the store refuses it). The browser's cart is emptied
 * only when every title was answered; a session that ended meanwhile keeps it for the next sign-in. Calls made while
 * one runs share it, so a title is never sent twice.
 */
export class MergeGuestCart {
  readonly #deps: MergeGuestCartDeps;
  #running: Promise<number> | null = null;

  constructor(deps: MergeGuestCartDeps) {
    this.#deps = deps;
  }

  /** Answers how many titles went to the store's cart. */
  execute(input: { readonly locale: Locale }): Promise<number> {
    this.#running ??= this.#merge(input.locale).finally(() => {
      this.#running = null;
    });
    return this.#running;
  }

  async #merge(locale: Locale): Promise<number> {
    const { guestCart, cartRepository } = this.#deps;
    const items = guestCart.read(locale);
    let added = 0;
    for (const item of items) {
      const cartProductId = cartProductIdOf(item.product.referenceId);
      if (cartProductId === null) continue;
      const result = await cartRepository.add(cartProductId).catch(() => null);
      // Not signed in any more, or the store could not answer: the browser keeps its cart for the next try.
      if (result === null || (!result.ok && result.error.code !== 'CART.NOT_ADDABLE')) return added;
      if (result.ok) added += 1;
    }
    guestCart.write(locale, []);
    return added;
  }
}
