import type { RefObject } from 'react';
import type { ProductSummary } from '#application/catalog/product-summary';

/** The search results as the view_item_list event names them (spec §9). */
export const SEARCH_RESULTS_LIST_ID = 'search_results';

/**
 * Seam for the shared view_item_list hook (spec §9: tracked once half of a product list is visible), which lands with
 * the product grid: its call replaces this body, and the search page calls this once, for its result list.
 * `offset` is the position of the page's first result in the whole list.
 */
export function useSearchResultsViewed(
  list: RefObject<HTMLElement | null>,
  products: readonly ProductSummary[],
  offset: number,
): void {
  // Nothing tracked until the shared hook arrives; the arguments are what it needs.
  return void [list, products, offset];
}
