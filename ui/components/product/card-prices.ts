import type { ProductSummary } from '#application/catalog/product-summary';
import { displayedPrice } from '#domain/pricing/displayed-price';
import type { MinorUnits } from '#domain/pricing/minor-units';
import type { PricedAmount } from '#ui/components/price/price-labels';

/** A card's prices (spec §5): what it shows, and the base price when that is higher (struck through). */
export const cardPrices = (
  product: ProductSummary,
  isClubMember: boolean,
): { readonly shown: MinorUnits | null; readonly was: MinorUnits | null } => {
  const shown = displayedPrice(product.prices, isClubMember);
  const base = product.prices.price;
  return { shown, was: shown !== null && base !== null && base > shown ? base : null };
};

/** Every amount the cards of these products may show, for a visitor or a club member. */
export function* productAmounts(products: Iterable<ProductSummary>): Generator<PricedAmount> {
  for (const product of products) {
    for (const isClubMember of [false, true]) {
      const { shown, was } = cardPrices(product, isClubMember);
      if (shown !== null) yield [shown, product.currency];
      if (was !== null) yield [was, product.currency];
    }
  }
}
