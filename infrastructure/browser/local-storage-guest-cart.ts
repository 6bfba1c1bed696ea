import type { GuestCartStorage } from '#application/ports/guest-cart-storage.port';
import type { CartItem } from '#domain/cart/cart-item';
import type { Locale } from '#domain/market/locale';
import { guestCartKey, storedGuestCartSchema, storedGuestItemSchema } from './guest-cart.schema';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const parsed = (text: string | null): readonly CartItem[] => {
  if (text === null) return [];
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return [];
  }
  const list = storedGuestCartSchema.safeParse(json);
  if (!list.success) return [];
  // The schema checked ids, amounts and sizes; the brands are what the page gave when it stored them.
  return list.data.flatMap((entry) => {
    const item = storedGuestItemSchema.safeParse(entry);
    return item.success ? [item.data as unknown as CartItem] : [];
  });
};

/**
 * A visitor's cart in local storage, one key per market. Each item is checked as it is read, and one that is not of
 * the stored shape is left out; storage the browser blocks or that is full keeps nothing, and never throws.
 */
export const localStorageGuestCart = (storage: () => KeyValueStorage | null): GuestCartStorage => ({
  read(locale: Locale): readonly CartItem[] {
    try {
      return parsed(storage()?.getItem(guestCartKey(locale)) ?? null);
    } catch {
      return [];
    }
  },
  write(locale: Locale, items: readonly CartItem[]): void {
    try {
      if (items.length === 0) storage()?.removeItem(guestCartKey(locale));
      else storage()?.setItem(guestCartKey(locale), JSON.stringify(items));
    } catch {
      // Blocked or full storage keeps no cart; the visitor's page still shows what they added.
    }
  },
});
