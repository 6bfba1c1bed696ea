import { distinctUntilChanged, map } from 'rxjs';
import { type AuthState, isAuthSettled } from '#domain/auth/auth-state';
import type { Locale } from '#domain/market/locale';
import { MARKETS } from '#domain/market/markets';
import type { CartStore } from '../cart/cart.store';
import type { MergeGuestCart } from '../cart/merge-guest-cart.use-case';
import type { GuestCartStorage } from '../ports/guest-cart-storage.port';
import type { RefreshCart } from '../cart/refresh-cart.use-case';
import type { FavouritesCountStore } from '../favourites/favourites-count.store';
import type { RefreshFavouritesCount } from '../favourites/refresh-favourites-count.use-case';
import type { StateObservable } from '../shared/state-observable';

export interface SessionCountsSyncDeps {
  readonly authState: StateObservable<AuthState>;
  readonly cartStore: CartStore;
  readonly refreshCart: Pick<RefreshCart, 'execute'>;
  readonly favouritesCountStore: FavouritesCountStore;
  readonly refreshFavouritesCount: Pick<RefreshFavouritesCount, 'execute'>;
  readonly guestCart: Pick<GuestCartStorage, 'read'>;
  readonly mergeGuestCart: Pick<MergeGuestCart, 'execute'>;
}

/**
 * Who the counts belong to: a user (and whether a club member, which changes cart prices), a visitor (null), or
 * nobody known yet while the auth check runs (undefined).
 */
const ownerOf = (auth: AuthState): string | null | undefined => {
  if (auth.user !== null) return `${auth.user.id}:${auth.user.isClubMember ? 'club' : 'regular'}`;
  return isAuthSettled(auth) ? null : undefined;
};

/**
 * Spec §2, §6: the top bar's cart and favourites counts follow the auth state. Only a signed-in user has counts at
 * the store, so nothing is asked for a visitor (or while the auth check runs), whose cart is the one this browser
 * keeps; a sign-in first hands that cart to the store, then reloads the counts, as does a change of membership; a
 * sign-out empties them at once.
 */
export class SessionCountsSync {
  readonly #deps: SessionCountsSyncDeps;
  #synced = false;

  constructor(deps: SessionCountsSyncDeps) {
    this.#deps = deps;
  }

  /** Follows the auth state for the pages of a market until the returned function is called. */
  start(input: { readonly locale: Locale }): () => void {
    const { authState, cartStore, refreshCart, favouritesCountStore, refreshFavouritesCount } = this.#deps;
    const { guestCart, mergeGuestCart } = this.#deps;
    const { locale } = input;
    const subscription = authState.pipe(map(ownerOf), distinctUntilChanged()).subscribe((owner) => {
      // A visitor's add made while the auth check ran is in the browser's cart: its modal stays open.
      const modal = cartStore.state.recentItemModal;
      // Until the first sync the stores hold only what this owner did on this page (an add may still be answering).
      if (this.#synced) {
        cartStore.reset(MARKETS[locale].currency);
        favouritesCountStore.reset();
      }
      this.#synced = true;
      if (owner !== null && owner !== undefined) {
        void mergeGuestCart.execute({ locale }).then(() => refreshCart.execute());
        void refreshFavouritesCount.execute();
        return;
      }
      const kept = guestCart.read(locale);
      if (owner === null) cartStore.dispatch({ type: 'cartLoaded', items: kept });
      if (modal !== null && kept.some((item) => item.product.id === modal.product.id))
        cartStore.recentItemModalOpened(modal);
    });
    return () => subscription.unsubscribe();
  }
}
