import type { CartItem } from '#domain/cart/cart-item';
import type { Locale } from '#domain/market/locale';

/**
 * A visitor's cart, kept in this browser per market until they sign in: the titles as the pages showed them. What
 * cannot be read back is no cart at all.
 */
export interface GuestCartStorage {
  read(locale: Locale): readonly CartItem[];
  write(locale: Locale, items: readonly CartItem[]): void;
}
