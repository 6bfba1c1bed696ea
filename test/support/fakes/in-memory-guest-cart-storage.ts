import type { GuestCartStorage } from '#application/ports/guest-cart-storage.port';
import type { CartItem } from '#domain/cart/cart-item';
import type { Locale } from '#domain/market/locale';

/** A visitor's carts per market in memory. */
export class InMemoryGuestCartStorage implements GuestCartStorage {
  readonly #carts = new Map<Locale, readonly CartItem[]>();

  read(locale: Locale): readonly CartItem[] {
    return this.#carts.get(locale) ?? [];
  }

  write(locale: Locale, items: readonly CartItem[]): void {
    if (items.length === 0) this.#carts.delete(locale);
    else this.#carts.set(locale, items);
  }
}
