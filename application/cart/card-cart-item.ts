import type { CartItem } from '#domain/cart/cart-item';
import { displayedPrice } from '#domain/pricing/displayed-price';
import type { ProductSummary } from '../catalog/product-summary';
import { offersCartAdd } from './card-cart-offer';

/** A list's authors, comma-separated, back as the names a cart item carries. */
const authorNames = (authors: string) =>
  authors
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '')
    .map((name) => ({ name }));

/** What a list's card puts in the cart (null where it offers none): the title at the price the card shows. */
export const cardCartItem = (product: ProductSummary, isClubMember: boolean): CartItem | null => {
  const price = displayedPrice(product.prices, isClubMember);
  if (!offersCartAdd(product, isClubMember) || price === null) return null;
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
