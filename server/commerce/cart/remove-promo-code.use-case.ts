import type { Market } from '#domain/market/market';
import { ok, type Result } from '#domain/shared/result';
import type { CommerceError } from '../commerce.errors';
import { type CartView, type PricedCartDeps, readPricedCart } from './priced-cart';

export interface RemovePromoCodeDeps extends PricedCartDeps {
  readonly now: () => Date;
}

export interface RemovePromoCodeInput {
  readonly userId: string;
  readonly market: Market;
}

/** Takes the promo code off the viewer's cart in the market and answers the cart afterwards. */
export class RemovePromoCode {
  readonly #deps: RemovePromoCodeDeps;

  constructor(deps: RemovePromoCodeDeps) {
    this.#deps = deps;
  }

  async execute(input: RemovePromoCodeInput): Promise<Result<CartView, CommerceError>> {
    const { userId, market } = input;
    await this.#deps.carts.removePromoCode(userId, market.catalogId);
    return ok(await readPricedCart(this.#deps, { userId, market, now: this.#deps.now() }));
  }
}
