import type { ProductId } from '../cart/cart-item';
import { FAVOURITE_REMOVED_TOAST } from '../errors/error-catalogue';

/** Spec §4 favourite toggle: the analytics event sent when a product is added to favourites. */
export const ADD_TO_WISHLIST_EVENT = 'add_to_wishlist';

export interface ToggleFavouriteInput {
  readonly productId: ProductId;
  /** The product's favorite flag from its product relations (spec §3). */
  readonly isFavourite: boolean;
  readonly isSignedIn: boolean;
  /** Where the visitor is now: the page to come back to after signing in. */
  readonly currentPath: string;
}

/** What the favourites use case must do, in order, through its ports. */
export type FavouriteCommand =
  | { readonly type: 'storeRedirectTarget'; readonly path: string }
  | { readonly type: 'goToSignIn' }
  | { readonly type: 'removeFromFavourites'; readonly productIds: readonly ProductId[] }
  | { readonly type: 'addToFavourites'; readonly productIds: readonly ProductId[] }
  | {
      readonly type: 'showToast';
      readonly title: string;
      /** The undo action: its text key, and the command the action runs. */
      readonly action: { readonly text: string; readonly command: FavouriteCommand };
    }
  | { readonly type: 'trackAnalytics'; readonly event: typeof ADD_TO_WISHLIST_EVENT; readonly productId: ProductId };

/**
 * Spec §4 favourite toggle: an anonymous visitor is sent to sign-in with the redirect target stored; a
 * favourite is removed with a toast (favourites.removed) offering undo (favourites.removed_cta); any
 * other product is added and an add_to_wishlist analytics event emitted.
 */
export const toggleFavourite = ({
  productId,
  isFavourite,
  isSignedIn,
  currentPath,
}: ToggleFavouriteInput): readonly FavouriteCommand[] => {
  if (!isSignedIn) return [{ type: 'storeRedirectTarget', path: currentPath }, { type: 'goToSignIn' }];
  if (isFavourite) {
    return [
      { type: 'removeFromFavourites', productIds: [productId] },
      {
        type: 'showToast',
        title: FAVOURITE_REMOVED_TOAST.title,
        action: {
          text: FAVOURITE_REMOVED_TOAST.action,
          command: { type: 'addToFavourites', productIds: [productId] },
        },
      },
    ];
  }
  return [
    { type: 'addToFavourites', productIds: [productId] },
    { type: 'trackAnalytics', event: ADD_TO_WISHLIST_EVENT, productId },
  ];
};
