import type { ProductPrices } from '#domain/pricing/product-prices';
import { displayedPrice } from '#domain/pricing/displayed-price';
import { toMajorUnits } from '#domain/pricing/minor-units';
import type { AnalyticsEvent } from '../ports/analytics.port';

/** What of a title its view_item event names. */
export interface ViewedItem {
  readonly id: string;
  readonly name: string;
  readonly prices: ProductPrices;
  readonly currency: string;
}

/** Spec §9 view_item: the title a page shows, with the price a visitor sees (none when it has no price). */
export const viewItemEvent = (product: ViewedItem): AnalyticsEvent => {
  const price = displayedPrice(product.prices, false);
  return {
    name: 'view_item',
    item: {
      id: product.id,
      name: product.name,
      ...(price === null ? {} : { price: toMajorUnits(price), currency: product.currency }),
    },
  };
};
