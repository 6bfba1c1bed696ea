import type { CartItem } from '#domain/cart/cart-item';
import { addToCartEvent } from '../checkout/checkout-events';
import type { AnalyticsPort } from '../ports/analytics.port';
import type { CartRepository } from '../ports/cart-repository.port';
import { err, ok, type Result } from '#domain/shared/result';
import type { CartError } from './cart.errors';
import { runCartCommands } from './cart-commands';
import type { CartStore } from './cart.store';

export interface AddToCartDeps {
  readonly cartRepository: CartRepository;
  readonly cartStore: CartStore;
  readonly analytics: AnalyticsPort;
}

export interface AddToCartInput {
  /** The product as the page shows it, with the price it would be in the cart for. */
  readonly item: CartItem;
}

const UNAVAILABLE: CartError = { code: 'CART.UNAVAILABLE' };

/**
 * Spec §4, §5, §7, §8 add to cart: skipped without a reference id; otherwise the product is added by its reference id
 * without the country prefix, add_to_cart is reported, then the counter refreshes and the recent-item modal opens. A
 * failed add only stops loading. An add answered after a reset (signed out, another market) changes nothing on screen.
 */
export class AddToCart {
  readonly #deps: AddToCartDeps;

  constructor(deps: AddToCartDeps) {
    this.#deps = deps;
  }

  async execute(input: AddToCartInput): Promise<Result<CartItem, CartError>> {
    const { cartRepository, cartStore } = this.#deps;
    const add = cartStore
      .dispatch({ type: 'addToCartRequested', item: input.item })
      .find((c) => c.type === 'addToCart');
    if (!add) return err({ code: 'CART.NOT_ADDABLE' });
    const epoch = cartStore.epoch;
    // A throwing repository is a fault, but loading must still stop.
    const added = await cartRepository.add(add.cartProductId).catch(() => err(UNAVAILABLE));
    if (cartStore.epoch !== epoch) return added.ok ? ok(input.item) : added;
    if (!added.ok) {
      cartStore.dispatch({ type: 'addToCartFailed' });
      return added;
    }
    this.#deps.analytics.track(addToCartEvent(input.item, cartStore.state.cart.currency));
    await runCartCommands(cartStore.dispatch({ type: 'itemAdded', item: input.item }), this.#deps);
    return ok(input.item);
  }
}
