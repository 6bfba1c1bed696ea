import { distinctUntilChanged, map } from 'rxjs';
import type { AuthState } from '#domain/auth/auth-state';
import type { Locale } from '#domain/market/locale';
import { MARKETS } from '#domain/market/markets';
import type { CartStore } from '../cart/cart.store';
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
}

/** Who the counts belong to: a user (and whether a club member, which changes cart prices), or nobody. */
const ownerOf = (auth: AuthState): string | null =>
  auth.user === null ? null : `${auth.user.id}:${auth.user.isClubMember ? 'club' : 'regular'}`;

/**
 * Spec §2, §6: the top bar's cart and favourites counts follow the auth state. Only a signed-in user has counts, so
 * nothing is asked for a visitor (or while the auth check runs); a sign-in, or a change of membership, reloads them;
 * a sign-out empties them at once.
 */
export class SessionCountsSync {
  readonly #deps: SessionCountsSyncDeps;

  constructor(deps: SessionCountsSyncDeps) {
    this.#deps = deps;
  }

  /** Follows the auth state for the pages of a market until the returned function is called. */
  start(input: { readonly locale: Locale }): () => void {
    const { authState, cartStore, refreshCart, favouritesCountStore, refreshFavouritesCount } = this.#deps;
    const subscription = authState.pipe(map(ownerOf), distinctUntilChanged()).subscribe((owner) => {
      cartStore.reset(MARKETS[input.locale].currency);
      favouritesCountStore.reset();
      if (owner === null) return;
      void refreshCart.execute();
      void refreshFavouritesCount.execute();
    });
    return () => subscription.unsubscribe();
  }
}
