import type { EpochMs } from '../shared/time';
import type { MinorUnits } from './minor-units';

/** Spec §3 Cart promocode: what a promo code takes off the cart, a percentage of it or a fixed amount. */
export type PromoDiscount =
  | { readonly kind: 'percent'; readonly percent: number }
  | { readonly kind: 'amount'; readonly amount: MinorUnits };

/** Spec §3 Cart promocode: a code applies until its expiry, the first instant it no longer does; none means always. */
export const isPromoCodeValid = (expiresAt: EpochMs | null, now: EpochMs): boolean =>
  expiresAt === null || expiresAt > now;

// Format and control characters: the zero-width spaces, soft hyphens and direction marks a code copied from a mail
// or a web page brings along, which nobody sees and nobody means.
const INVISIBLE = /[\p{Cf}\p{Cc}]/gu;

/**
 * Spec §3 Cart promocode: the one form codes are stored and compared in, so a code matches however it was typed or
 * pasted: NFKC (full-width letters and digits, ligatures and odd spaces become the plain ones), without invisible
 * characters, upper case (so matching ignores case), trimmed. NFKC runs again after upper-casing, which can decompose
 * a letter, so normalising a normalised code changes nothing. Spaces inside a code stay: they are part of it.
 */
export const normalisePromoCode = (code: string): string =>
  code.normalize('NFKC').replace(INVISIBLE, '').toUpperCase().normalize('NFKC').trim();
