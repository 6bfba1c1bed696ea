import type { CartItem } from '#domain/cart/cart-item';
import type { CurrencyCode } from '#domain/market/market';
import type { AddedCartItem } from '../modal/AddToCartModal';

/** Spec §2: what the add-to-cart modal shows of the recent item: cover, title, authors and its cart price. */
export const addedCartItem = (item: CartItem, currency: CurrencyCode): AddedCartItem => ({
  name: item.product.name,
  imageUrl: item.product.imageUrl,
  authors: item.product.authors.map((author) => author.name),
  price: item.price,
  currency,
});
