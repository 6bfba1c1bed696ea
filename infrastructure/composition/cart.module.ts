import { ContainerModule } from 'inversify';
import type { Locale } from '#domain/market/locale';
import type { KyInstance } from 'ky';
import { AddToCart } from '#application/cart/add-to-cart.use-case';
import { AddToGuestCart } from '#application/cart/add-to-guest-cart.use-case';
import { MergeGuestCart } from '#application/cart/merge-guest-cart.use-case';
import { RemoveFromGuestCart } from '#application/cart/remove-from-guest-cart.use-case';
import type { GuestCartStorage } from '#application/ports/guest-cart-storage.port';
import { CartStore } from '#application/cart/cart.store';
import { RefreshCart } from '#application/cart/refresh-cart.use-case';
import type { AuthStore } from '#application/auth/auth.store';
import { FavouritesCountStore } from '#application/favourites/favourites-count.store';
import { RefreshFavouritesCount } from '#application/favourites/refresh-favourites-count.use-case';
import type { AnalyticsPort } from '#application/ports/analytics.port';
import type { CartRepository } from '#application/ports/cart-repository.port';
import type { FavouritesCountPort } from '#application/ports/favourites-count.port';
import { SessionCountsSync } from '#application/session/session-counts.sync';
import { MARKETS } from '#domain/market/markets';
import { localStorageGuestCart } from '../browser/local-storage-guest-cart';
import { KyCartRepository } from '../http/ky-cart-repository';
import { KyFavouritesCount } from '../http/ky-favourites-count';
import type { SessionRefresh } from '../http/session-refresh';
import { browserStorage } from './browser-context';
import type { PortOverrides } from './port-overrides';
import { TOKENS } from './tokens';

/**
 * The signed-in user's counts (spec §2 top bar badges, §3 cart context, §4 add to cart): the cart over the legacy
 * store's calls and the favourites total over HTTP unless overridden, their stores, use cases, and the sync that
 * makes them follow the auth state.
 */
export const cartModule = (overrides: PortOverrides) =>
  new ContainerModule(({ bind }) => {
    const { cartRepository, favouritesCount, guestCartStorage } = overrides;
    if (cartRepository) bind(TOKENS.CartRepository).toConstantValue(cartRepository);
    else
      bind(TOKENS.CartRepository).toResolvedValue(
        (http: KyInstance, refreshSession: SessionRefresh, locale: () => Locale) =>
          new KyCartRepository({ http, locale, refreshSession }),
        [TOKENS.HttpClient, TOKENS.SessionRefresh, TOKENS.ApiLocale],
      );
    if (favouritesCount) bind(TOKENS.FavouritesCount).toConstantValue(favouritesCount);
    else
      bind(TOKENS.FavouritesCount).toResolvedValue(
        (http: KyInstance, refreshSession: SessionRefresh, locale: () => Locale) =>
          new KyFavouritesCount({ http, locale, refreshSession }),
        [TOKENS.HttpClient, TOKENS.SessionRefresh, TOKENS.ApiLocale],
      );
    bind(TOKENS.CartStore).toResolvedValue(
      (locale: () => Locale) => new CartStore(MARKETS[locale()].currency),
      [TOKENS.ApiLocale],
    );
    bind(TOKENS.RefreshCart).toResolvedValue(
      (repository: CartRepository, cartStore: CartStore) => new RefreshCart({ cartRepository: repository, cartStore }),
      [TOKENS.CartRepository, TOKENS.CartStore],
    );
    bind(TOKENS.AddToCart).toResolvedValue(
      (repository: CartRepository, cartStore: CartStore, analytics: AnalyticsPort) =>
        new AddToCart({ cartRepository: repository, cartStore, analytics }),
      [TOKENS.CartRepository, TOKENS.CartStore, TOKENS.Analytics],
    );
    if (guestCartStorage) bind(TOKENS.GuestCartStorage).toConstantValue(guestCartStorage);
    else bind(TOKENS.GuestCartStorage).toResolvedValue(() => localStorageGuestCart(browserStorage), []);
    bind(TOKENS.AddToGuestCart).toResolvedValue(
      (guestCart: GuestCartStorage, cartStore: CartStore, analytics: AnalyticsPort) =>
        new AddToGuestCart({ guestCart, cartStore, analytics }),
      [TOKENS.GuestCartStorage, TOKENS.CartStore, TOKENS.Analytics],
    );
    bind(TOKENS.RemoveFromGuestCart).toResolvedValue(
      (guestCart: GuestCartStorage, cartStore: CartStore) => new RemoveFromGuestCart({ guestCart, cartStore }),
      [TOKENS.GuestCartStorage, TOKENS.CartStore],
    );
    bind(TOKENS.MergeGuestCart).toResolvedValue(
      (guestCart: GuestCartStorage, cartRepository: CartRepository) =>
        new MergeGuestCart({ guestCart, cartRepository }),
      [TOKENS.GuestCartStorage, TOKENS.CartRepository],
    );
    bind(TOKENS.FavouritesCountStore).toResolvedValue(() => new FavouritesCountStore(), []);
    bind(TOKENS.RefreshFavouritesCount).toResolvedValue(
      (port: FavouritesCountPort, store: FavouritesCountStore) =>
        new RefreshFavouritesCount({ favouritesCount: port, favouritesCountStore: store }),
      [TOKENS.FavouritesCount, TOKENS.FavouritesCountStore],
    );
    bind(TOKENS.SessionCountsSync).toResolvedValue(
      (
        authStore: AuthStore,
        cartStore: CartStore,
        refreshCart: RefreshCart,
        favouritesCountStore: FavouritesCountStore,
        refreshFavouritesCount: RefreshFavouritesCount,
        guestCart: GuestCartStorage,
        mergeGuestCart: MergeGuestCart,
      ) =>
        new SessionCountsSync({
          authState: authStore.state$,
          cartStore,
          refreshCart,
          favouritesCountStore,
          refreshFavouritesCount,
          guestCart,
          mergeGuestCart,
        }),
      [
        TOKENS.AuthStore,
        TOKENS.CartStore,
        TOKENS.RefreshCart,
        TOKENS.FavouritesCountStore,
        TOKENS.RefreshFavouritesCount,
        TOKENS.GuestCartStorage,
        TOKENS.MergeGuestCart,
      ],
    );
  });
