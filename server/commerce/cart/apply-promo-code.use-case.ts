import type { Market } from '#domain/market/market';
import { isPromoCodeValid, normalisePromoCode } from '#domain/pricing/promo-code';
import { err, ok, type Result } from '#domain/shared/result';
import { epochMs } from '#domain/shared/time';
import type { SharedError } from '../../shared/server-error';
import type { CommerceError } from '../commerce.errors';
import { type CartView, type PricedCartDeps, readPricedCart } from './priced-cart';

export interface ApplyPromoCodeDeps extends PricedCartDeps {
  readonly now: () => Date;
}

export interface ApplyPromoCodeInput {
  readonly userId: string;
  readonly market: Market;
  /** The code as the customer typed it. */
  readonly code: string;
}

const invalidCode = (code: 'NOT_FOUND' | 'EXPIRED'): CommerceError => ({
  code: 'PROMO_CODE_INVALID',
  errors: [{ property: 'code', code }],
});

/**
 * Applies a promo code of the market to the viewer's cart, replacing any other, and answers the cart afterwards. A
 * code of another market is unknown here; both it and an expired code are PROMO_CODE_INVALID on `code`.
 */
export class ApplyPromoCode {
  readonly #deps: ApplyPromoCodeDeps;

  constructor(deps: ApplyPromoCodeDeps) {
    this.#deps = deps;
  }

  async execute(input: ApplyPromoCodeInput): Promise<Result<CartView, CommerceError | SharedError>> {
    const { carts } = this.#deps;
    const { userId, market } = input;
    const now = this.#deps.now();
    const promo = await carts.findPromoCode(market.catalogId, normalisePromoCode(input.code));
    if (!promo) return err(invalidCode('NOT_FOUND'));
    if (!isPromoCodeValid(promo.expiresAt, epochMs(now.getTime()))) return err(invalidCode('EXPIRED'));
    await carts.applyPromoCode(userId, market.catalogId, promo.id, now);
    return ok(await readPricedCart(this.#deps, { userId, market, now }));
  }
}
