import { minMinorUnits, type MinorUnits } from './minor-units';
import type { ProductPrices } from './product-prices';

/** A price that can be shown: a negative amount is corrupt data, ignored like a missing one, so none goes below zero. */
export const validPrice = (amount: MinorUnits | null | undefined): MinorUnits | null =>
  amount === null || amount === undefined || amount < 0 ? null : amount;

/**
 * Spec §5: the displayed price is the lowest of the base, discount and subscriber price, the subscriber
 * price counting only for club members; missing, null and negative prices are ignored.
 */
export const displayedPrice = (prices: ProductPrices, isClubMember: boolean): MinorUnits | null =>
  [prices.price, prices.discountPrice, isClubMember ? prices.priceForSubscribers : null]
    .map(validPrice)
    .reduce<MinorUnits | null>(
      (low, amount) => (amount === null ? low : low === null ? amount : minMinorUnits(low, amount)),
      null,
    );
