import type { CartItem, ProductId } from './cart-item';
import { cartProductIdOf } from './cart-product-id';

/** A visitor's cart keeps at most this many titles, as a store's basket would. */
export const GUEST_CART_LIMIT = 50;

/**
 * A visitor's cart with `item` added: once per title, the newest last, never more than the limit (the oldest go),
 * and never a title the store could not add by its reference id (spec §5).
 */
export const withGuestItem = (items: readonly CartItem[], item: CartItem): readonly CartItem[] => {
  if (cartProductIdOf(item.product.referenceId) === null) return items;
  const others = items.filter((kept) => kept.product.id !== item.product.id);
  return [...others, item].slice(-GUEST_CART_LIMIT);
};

/** A visitor's cart without the title. */
export const withoutGuestItem = (items: readonly CartItem[], productId: ProductId): readonly CartItem[] =>
  items.filter((item) => item.product.id !== productId);
