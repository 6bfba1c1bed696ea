import type { Kysely } from 'kysely';
import type { Market } from '#domain/market/market';
import type { MinorUnits } from '#domain/pricing/minor-units';
import { displayedPrice } from '#domain/pricing/price-view';
import { hasClubAccess } from '../../accounts/club-access';
import { loadCards, type ProductCardRecord } from '../../db/queries/product-card.query';
import type { DatabaseSchema } from '../../db/schema';
import { type CartTotals, cartTotals, isPromoCodeValid, type PromoDiscount } from '../pricing/promo-discount';

/** A title in the cart and what the user pays for it. */
export interface CartLine {
  readonly card: ProductCardRecord;
  readonly price: number;
}

export interface AppliedPromoCode {
  readonly id: string;
  readonly code: string;
  readonly discount: PromoDiscount;
}

/** A user's cart in one market, priced for them now. */
export interface CartView {
  readonly catalogId: string;
  readonly currency: string;
  readonly lines: readonly CartLine[];
  /** Null when none is applied or the applied one has expired. */
  readonly promo: AppliedPromoCode | null;
  readonly totals: CartTotals;
}

/** The discount a promo code row describes. */
export const promoDiscountOf = (row: { percent_off: number | null; amount_off: number | null }): PromoDiscount =>
  row.percent_off !== null
    ? { kind: 'percent', percent: row.percent_off }
    : { kind: 'amount', amount: row.amount_off ?? 0 };

/**
 * Reads the viewer's cart in a market: each title at the lowest of its price, discount price and (for club members)
 * subscriber price (spec §5), and the totals after a still-valid promo code.
 */
export const readCart = async (
  db: Kysely<DatabaseSchema>,
  input: { readonly userId: string; readonly market: Market; readonly now: Date },
): Promise<CartView> => {
  const { userId, market, now } = input;
  const catalogId = market.catalogId;
  const [items, promoRow, isClubMember] = await Promise.all([
    db
      .selectFrom('cart_items')
      .select('product_id')
      .where('user_id', '=', userId)
      .where('catalog_id', '=', catalogId)
      .orderBy('added_at')
      .orderBy('product_id')
      .execute(),
    db
      .selectFrom('cart_promo_codes')
      .innerJoin('promo_codes', 'promo_codes.id', 'cart_promo_codes.promo_code_id')
      .select([
        'promo_codes.id',
        'promo_codes.code',
        'promo_codes.percent_off',
        'promo_codes.amount_off',
        'promo_codes.expires_at',
      ])
      .where('cart_promo_codes.user_id', '=', userId)
      .where('cart_promo_codes.catalog_id', '=', catalogId)
      .executeTakeFirst(),
    hasClubAccess(db, userId, market, now),
  ]);
  const cards = await loadCards(
    db,
    catalogId,
    items.map((item) => item.product_id),
  );
  const lines = cards.map((card) => ({
    card,
    price:
      displayedPrice(
        {
          price: card.prices.price as MinorUnits,
          discountPrice: card.prices.discountPrice as MinorUnits | null,
          priceForSubscribers: card.prices.priceForSubscribers as MinorUnits | null,
          lowestPrice: card.prices.lowestPrice as MinorUnits | null,
        },
        isClubMember,
      ) ?? card.prices.price,
  }));
  const promo =
    promoRow && isPromoCodeValid(promoRow.expires_at, now)
      ? { id: promoRow.id, code: promoRow.code, discount: promoDiscountOf(promoRow) }
      : null;
  return {
    catalogId,
    currency: market.currency,
    lines,
    promo,
    totals: cartTotals(
      lines.map((line) => line.price),
      promo?.discount ?? null,
    ),
  };
};
