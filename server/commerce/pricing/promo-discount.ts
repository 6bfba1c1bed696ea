/** A promo code's discount: a percentage of the cart or a fixed amount in minor units. */
export type PromoDiscount =
  | { readonly kind: 'percent'; readonly percent: number }
  | { readonly kind: 'amount'; readonly amount: number };

export interface CartTotals {
  readonly subtotal: number;
  readonly discount: number;
  readonly total: number;
}

/**
 * What a cart costs: the sum of its lines' prices less the promo code's discount. A percentage is rounded down to
 * the minor unit (the shop never gives away more than it says) and no discount exceeds the subtotal.
 */
export const cartTotals = (linePrices: readonly number[], promo: PromoDiscount | null): CartTotals => {
  const subtotal = linePrices.reduce((sum, price) => sum + price, 0);
  const raw =
    promo === null ? 0 : promo.kind === 'percent' ? Math.floor((subtotal * promo.percent) / 100) : promo.amount;
  const discount = Math.max(0, Math.min(subtotal, raw));
  return { subtotal, discount, total: subtotal - discount };
};

/** Whether a promo code still applies at `now` (an expiry is the first instant it no longer does). */
export const isPromoCodeValid = (expiresAt: string | null, now: Date): boolean =>
  expiresAt === null || new Date(expiresAt).getTime() > now.getTime();

/** Codes are matched as customers type them: trimmed, case-insensitive. */
export const normalisePromoCode = (code: string): string => code.trim().toUpperCase();
