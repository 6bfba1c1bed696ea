import type { CartItem } from '#domain/cart/cart-item';
import { cartProductIdOf } from '#domain/cart/cart-product-id';
import { displayedPrice } from '#domain/pricing/displayed-price';
import type { ProductSummary } from '../catalog/product-summary';

/** A list's authors, comma-separated, back as the names a cart item carries. */
const authorNames = (authors: string) =>
  authors
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '')
    .map((name) => ({ name }));

/**
 * Spec §5, §7: what a list's card puts in the cart: an audiobook the store sells by a reference id, at the price the
 * card shows (the subscriber price for a club member). Null where a card offers no add: a free title, a podcast or
 * a series, one without a reference id or without a price.
 */
export const cardCartItem = (product: ProductSummary, isClubMember: boolean): CartItem | null => {
  if (product.type !== 'audiobook' || product.isFree || cartProductIdOf(product.referenceId) === null) return null;
  const price = displayedPrice(product.prices, isClubMember);
  if (price === null) return null;
  return {
    product: {
      id: product.id as CartItem['product']['id'],
      name: product.name,
      imageUrl: product.imageUrl,
      referenceId: product.referenceId,
      ...product.prices,
      authors: authorNames(product.authors),
    },
    price,
  };
};
