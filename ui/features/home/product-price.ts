import { displayedPrice } from '#domain/pricing/price-view';
import type { MinorUnits } from '#domain/pricing/minor-units';
import type { HomeProduct } from './home-section';

/** A card's prices (spec §5): what it shows, and the base price when that is higher (struck through). */
export const cardPrices = (
  product: HomeProduct,
  isClubMember: boolean,
): { readonly shown: MinorUnits | null; readonly was: MinorUnits | null } => {
  const shown = displayedPrice(product.prices, isClubMember);
  const base = product.prices.price;
  return { shown, was: shown !== null && base !== null && base > shown ? base : null };
};
