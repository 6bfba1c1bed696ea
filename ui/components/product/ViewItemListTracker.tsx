import type { RefObject } from 'react';
import type { ProductSummary } from '#application/catalog/product-summary';
import { type ItemList, viewItemListEvent } from '#application/catalog/view-item-list-event';
import { TOKENS } from '#infrastructure/composition/tokens';
import { useEarlyService } from '#ui/di/use-early-service';
import { useItemListViewed } from '#ui/hooks/use-item-list-viewed';

export interface ViewItemListTrackerProps {
  /** The list's element, watched for how much of it is on screen. */
  readonly target: RefObject<Element | null>;
  readonly list: ItemList;
  readonly products: readonly ProductSummary[];
  readonly firstIndex: number;
  readonly isClubMember: boolean;
}

/**
 * Sends view_item_list (spec §9) through the analytics port once the list counts as viewed, with the prices shown at
 * that moment. It renders nothing; `ProductGrid` loads it after the page's code.
 */
export default function ViewItemListTracker({
  target,
  list,
  products,
  firstIndex,
  isClubMember,
}: ViewItemListTrackerProps) {
  const analytics = useEarlyService(TOKENS.Analytics);
  const listKey = `${list.id}@${firstIndex}:${products.map((product) => product.id).join(',')}`;
  useItemListViewed(
    target,
    () => analytics.track(viewItemListEvent(list, products, { firstIndex, isClubMember })),
    listKey,
  );
  return null;
}
