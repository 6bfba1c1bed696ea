import type { Market } from '#domain/market/market';
import { cartTotals } from '#domain/pricing/cart-totals';
import { CLUB_MONTHLY_PRICE } from '#domain/pricing/club-price';
import { err, type Result } from '#domain/shared/result';
import type { CommerceError } from '../commerce.errors';
import { type CreateOrderDeps, createOrder, type StartedOrder } from '../orders/create-order';

export interface JoinClubDeps extends CreateOrderDeps {
  readonly now: () => Date;
  /** The brand name, in the club line's name. */
  readonly product: string;
}

export interface JoinClubInput {
  readonly userId: string;
  readonly market: Market;
}

/**
 * Starts a club order for one month at the market's club price; the month is added once it is paid. Markets
 * without the club (spec §1: sk, es) are CLUB_NOT_AVAILABLE, a server without payments PAYMENT_UNAVAILABLE.
 */
export class JoinClub {
  readonly #deps: JoinClubDeps;

  constructor(deps: JoinClubDeps) {
    this.#deps = deps;
  }

  async execute(input: JoinClubInput): Promise<Result<StartedOrder, CommerceError>> {
    const { market } = input;
    if (!market.features.club) return err({ code: 'CLUB_NOT_AVAILABLE' });
    const price = CLUB_MONTHLY_PRICE[market.currency];
    const name = `${this.#deps.product} club, 1 month`;
    return createOrder(
      this.#deps,
      {
        userId: input.userId,
        catalogId: market.catalogId,
        kind: 'club',
        currency: market.currency,
        totals: cartTotals([price], null),
        promoCode: null,
        lines: [{ productId: null, name, price }],
        description: name,
      },
      this.#deps.now(),
    );
  }
}
