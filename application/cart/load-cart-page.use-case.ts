import type { PricedCart } from '#domain/cart/priced-cart';
import type { Locale } from '#domain/market/locale';
import type { Result } from '#domain/shared/result';
import type { CartGateway } from '../ports/cart-gateway.port';
import type { CartPageError } from './cart-page.errors';

export interface CartPageDeps {
  readonly cartGateway: CartGateway;
}

/** Spec §2 `/cart`: the signed-in listener's cart in the market, priced by the store, with its promo code and totals. */
export class LoadCartPage {
  readonly #deps: CartPageDeps;

  constructor(deps: CartPageDeps) {
    this.#deps = deps;
  }

  execute(input: { readonly locale: Locale }): Promise<Result<PricedCart, CartPageError>> {
    return this.#deps.cartGateway.cart(input.locale);
  }
}
