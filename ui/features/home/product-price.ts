import type { PricedAmount } from '#ui/components/price/price-labels';
import { productAmounts } from '#ui/components/product/card-prices';
import type { ScreenSection } from '#application/home/screen';
import type { HomeSection } from './home-section';

/** Every amount a card of these sections may show, for a visitor or a club member. */
export function* cardAmounts(sections: readonly (HomeSection | ScreenSection)[]): Generator<PricedAmount> {
  for (const section of sections) if (section.type === 'products-swimlane') yield* productAmounts(section.products);
}
