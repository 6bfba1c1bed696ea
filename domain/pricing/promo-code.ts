import type { EpochMs } from '../shared/time';
import type { MinorUnits } from './minor-units';

/** Spec §3 Cart promocode: what a promo code takes off the cart, a percentage of it or a fixed amount. */
export type PromoDiscount =
  | { readonly kind: 'percent'; readonly percent: number }
  | { readonly kind: 'amount'; readonly amount: MinorUnits };

/** Spec §3 Cart promocode: a code applies until its expiry, the first instant it no longer does; none means always. */
export const isPromoCodeValid = (expiresAt: EpochMs | null, now: EpochMs): boolean =>
  expiresAt === null || expiresAt > now;

/** Spec §3 Cart promocode: codes are matched as customers type them, trimmed and case-insensitive. */
export const normalisePromoCode = (code: string): string => code.trim().toUpperCase();
