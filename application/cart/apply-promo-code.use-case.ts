import type { PricedCart } from '#domain/cart/priced-cart';
import type { Locale } from '#domain/market/locale';
import { err, type Result } from '#domain/shared/result';
import type { CartPageError } from './cart-page.errors';
import type { CartPageDeps } from './load-cart-page.use-case';

/** A promo code as a listener may type it: this long at most, as the store compares codes. */
export const PROMO_CODE_MAX_LENGTH = 32;

/**
 * Applies a promo code to the cart, replacing any other; the store prices the cart with it. Nothing typed is refused
 * before asking, as the store would refuse it; an unknown, expired or used code is the store's answer.
 */
export class ApplyPromoCode {
  readonly #deps: CartPageDeps;

  constructor(deps: CartPageDeps) {
    this.#deps = deps;
  }

  execute(input: { readonly locale: Locale; readonly code: string }): Promise<Result<PricedCart, CartPageError>> {
    const code = input.code.trim();
    if (code === '') return Promise.resolve(err({ code: 'CART.PROMO_REQUIRED' }));
    if (code.length > PROMO_CODE_MAX_LENGTH * 2) return Promise.resolve(err({ code: 'CART.PROMO_NOT_FOUND' }));
    return this.#deps.cartGateway.applyPromoCode(input.locale, code);
  }
}
