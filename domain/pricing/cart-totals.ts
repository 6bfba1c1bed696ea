import { type MinorUnits, sumMinorUnits } from './minor-units';
import { displayedPrice } from './displayed-price';
import type { ProductPrices } from './product-prices';
import type { PromoDiscount } from './promo-code';

/** Spec §3 cart value: the lines' sum, the promo code's discount, and what is left to pay. */
export interface CartTotals {
  readonly subtotal: MinorUnits;
  readonly discount: MinorUnits;
  readonly total: MinorUnits;
}

/**
 * Spec §5 displayed price, in the cart: a line costs what the product shows the viewer (the subscriber price only
 * for club members); a product on sale always has a base price, which is the fallback when no other is valid.
 */
export const cartLinePrice = (
  prices: ProductPrices & { readonly price: MinorUnits },
  isClubMember: boolean,
): MinorUnits => displayedPrice(prices, isClubMember) ?? prices.price;

// A percentage is rounded down to the minor unit: the shop never gives away more than it says.
const discountOf = (subtotal: MinorUnits, promo: PromoDiscount | null): number =>
  promo === null ? 0 : promo.kind === 'percent' ? Math.floor((subtotal * promo.percent) / 100) : promo.amount;

/**
 * Spec §3 cart value after the promocode: the sum of the lines' prices less the code's discount, which is never
 * below zero nor above the subtotal.
 */
export const cartTotals = (linePrices: readonly MinorUnits[], promo: PromoDiscount | null): CartTotals => {
  const subtotal = sumMinorUnits(linePrices);
  const discount = Math.max(0, Math.min(subtotal, discountOf(subtotal, promo))) as MinorUnits;
  return { subtotal, discount, total: (subtotal - discount) as MinorUnits };
};
