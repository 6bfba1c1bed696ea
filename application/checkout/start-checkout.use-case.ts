import type { Locale } from '#domain/market/locale';
import type { Result } from '#domain/shared/result';
import type { CartPageError } from '../cart/cart-page.errors';
import type { CartPageDeps } from '../cart/load-cart-page.use-case';
import type { StartedPayment } from '../ports/cart-gateway.port';

/**
 * Spec §2, §7 checkout: the store makes a pending order of the cart at today's prices and answers where to pay it.
 * Pressing it twice makes a second order that replaces the first; the store never charges both.
 */
export class StartCheckout {
  readonly #deps: CartPageDeps;

  constructor(deps: CartPageDeps) {
    this.#deps = deps;
  }

  execute(input: { readonly locale: Locale }): Promise<Result<StartedPayment, CartPageError>> {
    return this.#deps.cartGateway.startCheckout(input.locale);
  }
}
