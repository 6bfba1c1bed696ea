import { displayedPrice } from '#domain/pricing/displayed-price';
import { toMajorUnits } from '#domain/pricing/minor-units';
import type { AnalyticsEvent, AnalyticsItem } from '../ports/analytics.port';
import type { ProductSummary } from './product-summary';

/** Which list an event names (GA4's `item_list_id` and `item_list_name`). */
export interface ItemList {
  readonly id: string;
  readonly name: string;
}

/** A listed product as analytics names it: its place in the whole list and the price its card shows (spec §5). */
const listedItem = (product: ProductSummary, index: number, isClubMember: boolean): AnalyticsItem => {
  const shown = displayedPrice(product.prices, isClubMember);
  const price = product.isFree ? 0 : shown === null ? null : toMajorUnits(shown);
  return {
    id: product.id,
    name: product.name,
    index,
    ...(price === null ? {} : { price, currency: product.currency }),
  };
};

/**
 * Spec §9 view_item_list: the products of a list as the visitor saw them, each at its place in the whole list (a
 * second page of 15 starts at 15) with the price shown to them (the subscriber price only for club members).
 */
export const viewItemListEvent = (
  list: ItemList,
  products: readonly ProductSummary[],
  options: { readonly firstIndex: number; readonly isClubMember: boolean },
): AnalyticsEvent => ({
  name: 'view_item_list',
  listId: list.id,
  listName: list.name,
  items: products.map((product, offset) => listedItem(product, options.firstIndex + offset, options.isClubMember)),
});
