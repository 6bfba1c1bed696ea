import type { ProductId } from '#domain/cart/cart-item';
import type { ADD_TO_WISHLIST_EVENT } from '#domain/favourites/toggle-favourite';

/** The analytics events the storefront emits (spec §4: add_to_wishlist on adding a favourite). */
export type AnalyticsEvent = { readonly name: typeof ADD_TO_WISHLIST_EVENT; readonly productId: ProductId };

/** Where analytics events go (a tag manager in the browser); fire and forget. */
export interface AnalyticsPort {
  track(event: AnalyticsEvent): void;
}
