import type { CurrencyCode } from '../market/market';
import type { MinorUnits } from '../pricing/minor-units';
import type { CartItem } from './cart-item';

/**
 * Spec §3 Cart, as the cart page shows it: each item at what the listener pays for it, the promo code applied, and
 * the totals after it (the store prices it; the page never computes a discount of its own).
 */
export interface PricedCart {
  readonly items: readonly CartItem[];
  readonly currency: CurrencyCode;
  /** The items' prices added up. */
  readonly subtotal: MinorUnits;
  /** What the promo code takes off. */
  readonly discount: MinorUnits;
  /** What the listener pays: `subtotal` less `discount`. */
  readonly value: MinorUnits;
  readonly promoCode: string | null;
}

/** A cart can go to payment only with something in it. */
export const canCheckOut = (cart: PricedCart): boolean => cart.items.length > 0;
