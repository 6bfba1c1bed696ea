import type { ProductId } from '#domain/cart/cart-item';
import type { PricedCart } from '#domain/cart/priced-cart';
import type { Locale } from '#domain/market/locale';
import type { Result } from '#domain/shared/result';
import type { CartPageError } from './cart-page.errors';
import type { CartPageDeps } from './load-cart-page.use-case';

/** Takes a title out of the cart; one already gone (another tab, a purchase) is as asked, and the cart is shown as it is. */
export class RemoveFromCart {
  readonly #deps: CartPageDeps;

  constructor(deps: CartPageDeps) {
    this.#deps = deps;
  }

  async execute(input: {
    readonly locale: Locale;
    readonly productId: ProductId;
  }): Promise<Result<PricedCart, CartPageError>> {
    const { cartGateway } = this.#deps;
    const removed = await cartGateway.remove(input.locale, input.productId);
    if (!removed.ok && removed.error.code === 'CART.NOT_IN_CART') return cartGateway.cart(input.locale);
    return removed;
  }
}
