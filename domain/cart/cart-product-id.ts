import type { CartProductId, ReferenceId } from './cart-item';

// Spec §3: reference ids are `{market}_{slug}`; the market is any two letters, the slug the rest.
const MARKET_PREFIX = /^[a-z]{2}_/i;

/**
 * Spec §4, §5, §7: the id the cart adds a product by, the reference id without its two-letter country
 * prefix (`pl_pan-tadeusz` -> `pan-tadeusz`); an id without such a prefix is used as it is; null (the add
 * is skipped) when there is no reference id or nothing is left after the prefix.
 */
export const cartProductIdOf = (referenceId: ReferenceId | string | null | undefined): CartProductId | null => {
  const id = (referenceId ?? '').trim().replace(MARKET_PREFIX, '');
  return id === '' ? null : (id as CartProductId);
};
