import { describe, expect, it } from 'vitest';
import type { ProductId } from '#domain/cart/cart-item';
import { toggleFavourite } from '#domain/favourites/toggle-favourite';

const productId = 'a1b2c3d4-0000-4000-8000-000000000001' as ProductId;

describe('favourite toggle (spec §4, §8)', () => {
  it('removes a favourite and offers to undo it in a toast', () => {
    expect(toggleFavourite({ productId, isFavourite: true, isSignedIn: true, currentPath: '/pl/audiobook/x' })).toEqual(
      [
        { type: 'removeFromFavourites', productIds: [productId] },
        {
          type: 'showToast',
          title: 'favourites.removed',
          action: { text: 'favourites.removed_cta', command: { type: 'addToFavourites', productIds: [productId] } },
        },
      ],
    );
  });

  it('adds any other product and emits add_to_wishlist', () => {
    expect(toggleFavourite({ productId, isFavourite: false, isSignedIn: true, currentPath: '/pl' })).toEqual([
      { type: 'addToFavourites', productIds: [productId] },
      { type: 'trackAnalytics', event: 'add_to_wishlist', productId },
    ]);
  });

  it('sends an anonymous visitor to sign-in, storing where to come back to', () => {
    expect(
      toggleFavourite({ productId, isFavourite: false, isSignedIn: false, currentPath: '/pl/audiobook/x?a=1' }),
    ).toEqual([{ type: 'storeRedirectTarget', path: '/pl/audiobook/x?a=1' }, { type: 'goToSignIn' }]);
  });
});
