import type { Market } from '#domain/market/market';
import { isPromoCodeValid, normalisePromoCode } from '#domain/pricing/promo-code';
import { err, ok, type Result } from '#domain/shared/result';
import { epochMs } from '#domain/shared/time';
import type { AttemptLimit, AttemptLimiter } from '../../accounts/throttle/attempt-limiter.port';
import { type SharedError, tooManyAttempts } from '../../shared/server-error';
import type { CommerceError } from '../commerce.errors';
import type { PromoCode } from './cart-repository.port';
import { type CartView, type PricedCartDeps, readPricedCart } from './priced-cart';
import type { PromoCodeUses } from './promo-code-uses.port';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Refused promo codes, per account and per client address in an hour: enough for typos, far too few to guess codes.
 * Only refusals count, and a code that works clears nothing, so knowing one code buys no more guesses.
 */
export const PROMO_CODE_LIMITS = {
  perAccount: { limit: 10, windowMs: HOUR_MS },
  perAddress: { limit: 30, windowMs: HOUR_MS },
} as const satisfies Record<string, AttemptLimit>;

export interface ApplyPromoCodeDeps extends PricedCartDeps {
  readonly uses: PromoCodeUses;
  /** Refused codes per account (the user id) and per client address, under PROMO_CODE_LIMITS. */
  readonly refusals: { readonly perAccount: AttemptLimiter; readonly perAddress: AttemptLimiter };
  readonly now: () => Date;
}

export interface ApplyPromoCodeInput {
  readonly userId: string;
  readonly market: Market;
  /** The code as the customer typed it. */
  readonly code: string;
  /** The client's address, for the throttle. */
  readonly address: string;
}

type Refusal = 'NOT_FOUND' | 'EXPIRED' | 'ALREADY_USED';

const invalidCode = (code: Refusal): CommerceError => ({
  code: 'PROMO_CODE_INVALID',
  errors: [{ property: 'code', code }],
});

/**
 * Applies a promo code of the market to the viewer's cart, replacing any other, and answers the cart afterwards. The
 * code is matched as `normalisePromoCode` puts it. A code of another market is unknown here; it, an expired code and
 * one this account already paid with are PROMO_CODE_INVALID on `code` (any other account may still use it). Refusals
 * count per account and per address, and past either limit every code waits (TOO_MANY_ATTEMPTS), a right one too, so
 * the answer tells a guesser nothing.
 */
export class ApplyPromoCode {
  readonly #deps: ApplyPromoCodeDeps;

  constructor(deps: ApplyPromoCodeDeps) {
    this.#deps = deps;
  }

  async execute(input: ApplyPromoCodeInput): Promise<Result<CartView, CommerceError | SharedError>> {
    const { carts, refusals } = this.#deps;
    const { userId, market, address } = input;
    const now = this.#deps.now();
    const wait = Math.max(
      ...(await Promise.all([
        refusals.perAccount.retryAfterSeconds(userId, now),
        refusals.perAddress.retryAfterSeconds(address, now),
      ])),
    );
    if (wait > 0) return err(tooManyAttempts(wait));

    const promo = await carts.findPromoCode(market.catalogId, normalisePromoCode(input.code));
    const refusal = await this.#refusal(promo, userId, market, now);
    if (!promo || refusal) {
      await Promise.all([refusals.perAccount.record(userId, now), refusals.perAddress.record(address, now)]);
      return err(invalidCode(refusal ?? 'NOT_FOUND'));
    }
    await carts.applyPromoCode(userId, market.catalogId, promo.id, now);
    return ok(await readPricedCart(this.#deps, { userId, market, now }));
  }

  /** Why this account may not apply the code now, or null when it may. */
  async #refusal(promo: PromoCode | null, userId: string, market: Market, now: Date): Promise<Refusal | null> {
    if (!promo) return 'NOT_FOUND';
    if (!isPromoCodeValid(promo.expiresAt, epochMs(now.getTime()))) return 'EXPIRED';
    if (await this.#deps.uses.hasUsed(userId, market.catalogId, promo.code)) return 'ALREADY_USED';
    return null;
  }
}
