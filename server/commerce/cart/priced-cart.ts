import { mayHearClubTitles } from '#domain/licensing/club-access';
import type { Market } from '#domain/market/market';
import { cartLinePrice, type CartTotals, cartTotals } from '#domain/pricing/cart-totals';
import type { MinorUnits } from '#domain/pricing/minor-units';
import { isPromoCodeValid } from '#domain/pricing/promo-code';
import { epochMs } from '#domain/shared/time';
import type { ProductCardRecord } from '../../catalogue/queries/product-card.query';
import type { ClubPeriodsRepository } from '../../accounts/club-periods.port';
import type { CartRepository, PromoCode } from './cart-repository.port';

/** A title in the cart and what the user pays for it. */
export interface CartLine {
  readonly card: ProductCardRecord;
  readonly price: MinorUnits;
}

/** A user's cart in one market, priced for them now. */
export interface CartView {
  readonly catalogId: string;
  readonly currency: string;
  readonly lines: readonly CartLine[];
  /** Null when none is applied or the applied one has expired. */
  readonly promo: PromoCode | null;
  readonly totals: CartTotals;
}

export interface PricedCartDeps {
  readonly carts: CartRepository;
  readonly clubPeriods: ClubPeriodsRepository;
}

/**
 * The viewer's cart in a market priced for them now: each title at the price it shows them (spec §5, the subscriber
 * price for club members), and the totals after a still-valid promo code.
 */
export const readPricedCart = async (
  deps: PricedCartDeps,
  input: { readonly userId: string; readonly market: Market; readonly now: Date },
): Promise<CartView> => {
  const { userId, market, now } = input;
  const at = epochMs(now.getTime());
  const [stored, periods] = await Promise.all([
    deps.carts.read(userId, market.catalogId),
    deps.clubPeriods.periodsOf(userId),
  ]);
  const isClubMember = mayHearClubTitles(market.features, periods, at);
  const lines = stored.products.map((product) => ({
    card: product.card,
    price: cartLinePrice(product.prices, isClubMember),
  }));
  const promo = stored.promo && isPromoCodeValid(stored.promo.expiresAt, at) ? stored.promo : null;
  return {
    catalogId: market.catalogId,
    currency: market.currency,
    lines,
    promo,
    totals: cartTotals(
      lines.map((line) => line.price),
      promo?.discount ?? null,
    ),
  };
};
