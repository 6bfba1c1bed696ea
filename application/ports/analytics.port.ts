import type { ProductId } from '#domain/cart/cart-item';
import type { ADD_TO_WISHLIST_EVENT } from '#domain/favourites/toggle-favourite';

/** A product as an analytics event names it (GA4's `items`): id and name, its list position and shown price. */
export interface AnalyticsItem {
  readonly id: string;
  readonly name: string;
  /** 0-based position in its list, for list events. */
  readonly index?: number;
  /** The price shown, in major units (39.9), when one is shown. */
  readonly price?: number;
  readonly currency?: string;
}

/**
 * The analytics events the storefront emits: add_to_wishlist on adding a favourite (spec §4), view_item on an
 * audiobook's page, view_item_list once at least half of a product list is visible (spec §9).
 */
export type AnalyticsEvent =
  | { readonly name: typeof ADD_TO_WISHLIST_EVENT; readonly productId: ProductId }
  | { readonly name: 'view_item'; readonly item: AnalyticsItem }
  | {
      readonly name: 'view_item_list';
      readonly listId: string;
      readonly listName: string;
      readonly items: readonly AnalyticsItem[];
    };

/** Where analytics events go (a tag manager in the browser); fire and forget. */
export interface AnalyticsPort {
  track(event: AnalyticsEvent): void;
}
