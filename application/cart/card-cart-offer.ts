import { cartProductIdOf } from '#domain/cart/cart-product-id';
import { displayedPrice } from '#domain/pricing/displayed-price';
import type { ProductSummary } from '../catalog/product-summary';

/**
 * Spec §5, §7: whether a list's card offers its title for the cart: an audiobook the store sells by a reference id,
 * with a price to show. A free title, a podcast or a series, one without a reference id or a price offers none.
 */
export const offersCartAdd = (product: ProductSummary, isClubMember: boolean): boolean =>
  product.type === 'audiobook' &&
  !product.isFree &&
  cartProductIdOf(product.referenceId) !== null &&
  displayedPrice(product.prices, isClubMember) !== null;
