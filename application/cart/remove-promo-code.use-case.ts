import type { PricedCart } from '#domain/cart/priced-cart';
import type { Locale } from '#domain/market/locale';
import type { Result } from '#domain/shared/result';
import type { CartPageError } from './cart-page.errors';
import type { CartPageDeps } from './load-cart-page.use-case';

/** Takes the promo code off the cart, which is then priced without it. */
export class RemovePromoCode {
  readonly #deps: CartPageDeps;

  constructor(deps: CartPageDeps) {
    this.#deps = deps;
  }

  execute(input: { readonly locale: Locale }): Promise<Result<PricedCart, CartPageError>> {
    return this.#deps.cartGateway.removePromoCode(input.locale);
  }
}
