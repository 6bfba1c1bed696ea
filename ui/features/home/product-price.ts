import { displayedPrice } from '#domain/pricing/price-view';
import type { MinorUnits } from '#domain/pricing/minor-units';
import type { PricedAmount } from '#ui/components/price/price-labels';
import type { HomeProduct, HomeSection } from './home-section';

/** A card's prices (spec §5): what it shows, and the base price when that is higher (struck through). */
export const cardPrices = (
  product: HomeProduct,
  isClubMember: boolean,
): { readonly shown: MinorUnits | null; readonly was: MinorUnits | null } => {
  const shown = displayedPrice(product.prices, isClubMember);
  const base = product.prices.price;
  return { shown, was: shown !== null && base !== null && base > shown ? base : null };
};

/** Every amount a card of these sections may show, for a visitor or a club member. */
export function* cardAmounts(sections: readonly HomeSection[]): Generator<PricedAmount> {
  for (const section of sections) {
    if (section.type !== 'products-swimlane') continue;
    for (const product of section.products) {
      for (const isClubMember of [false, true]) {
        const { shown, was } = cardPrices(product, isClubMember);
        if (shown !== null) yield [shown, product.currency];
        if (was !== null) yield [was, product.currency];
      }
    }
  }
}
