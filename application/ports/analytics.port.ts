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

/** A purchase as analytics reports it (spec §7 purchase tracking data): amounts in major units. */
export interface AnalyticsPurchase {
  readonly transactionId: string;
  readonly value: number;
  readonly currency: string;
  readonly coupon: string | null;
  readonly discount: number;
  readonly items: readonly AnalyticsItem[];
}

/**
 * The analytics events the storefront emits: add_to_wishlist on adding a favourite (spec §4), view_item on an
 * audiobook's page, view_item_list once at least half of a product list is visible (spec §9); add_to_cart,
 * begin_checkout with the cart as it goes to payment, and purchase once per paid order.
 */
export type AnalyticsEvent =
  | { readonly name: typeof ADD_TO_WISHLIST_EVENT; readonly productId: ProductId }
  | { readonly name: 'view_item'; readonly item: AnalyticsItem }
  | {
      readonly name: 'view_item_list';
      readonly listId: string;
      readonly listName: string;
      readonly items: readonly AnalyticsItem[];
    }
  | { readonly name: 'add_to_cart'; readonly currency: string; readonly item: AnalyticsItem }
  | {
      readonly name: 'begin_checkout';
      readonly currency: string;
      readonly value: number;
      readonly coupon: string | null;
      readonly items: readonly AnalyticsItem[];
    }
  | { readonly name: 'purchase'; readonly purchase: AnalyticsPurchase };

/** Where analytics events go (a tag manager in the browser); fire and forget. */
export interface AnalyticsPort {
  track(event: AnalyticsEvent): void;
}
