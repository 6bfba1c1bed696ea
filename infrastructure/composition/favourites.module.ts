import { ContainerModule } from 'inversify';
import type { Locale } from '#domain/market/locale';
import type { KyInstance } from 'ky';
import { RequireSignIn } from '#application/auth/require-sign-in.use-case';
import { FavouritesStore } from '#application/favourites/favourites.store';
import type { RefreshFavouritesCount } from '#application/favourites/refresh-favourites-count.use-case';
import { LoadFavouriteFlags } from '#application/favourites/load-favourite-flags.use-case';
import { ToggleFavourite } from '#application/favourites/toggle-favourite.use-case';
import type { AnalyticsPort } from '#application/ports/analytics.port';
import type { FavouritesRepository } from '#application/ports/favourites-repository.port';
import type { NavigationPort } from '#application/ports/navigation.port';
import type { RedirectTargetStore } from '#application/ports/redirect-target-store.port';
import type { ToastPresenterPort } from '#application/ports/toast-presenter.port';
import { pathFor } from '#domain/routing/path-for';
import { LocationNavigation } from '../browser/location-navigation';
import { SessionStorageRedirectTarget } from '../browser/session-storage-redirect-target';
import { KyFavouritesRepository } from '../http/ky-favourites-repository';
import type { SessionRefresh } from '../http/session-refresh';
import { inBrowser, pageLocale } from './browser-context';
import type { ContainerConfig } from './container-config';
import type { PortOverrides } from './port-overrides';
import { TOKENS } from './tokens';

const tabStorage = (): Storage | null => {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    // Blocked storage throws on access (SecurityError).
    return null;
  }
};

// Server rendering answers no visitor's clicks: it never navigates.
const NOWHERE: NavigationPort = { goToSignIn: () => undefined };

/**
 * The favourites slice (spec §4 favourite toggle, §7 AddToFavourites, RemoveFromFavourites, GetProductRelations):
 * the favourites over HTTP, their flags on screen, the trip to sign-in with the redirect target kept in the tab
 * (each unless overridden), and the use cases over them, the toast area and analytics.
 */
export const favouritesModule = (overrides: PortOverrides) =>
  new ContainerModule(({ bind }) => {
    const { favouritesRepository, navigation, redirectTargetStore } = overrides;
    if (favouritesRepository) bind(TOKENS.FavouritesRepository).toConstantValue(favouritesRepository);
    else
      bind(TOKENS.FavouritesRepository).toResolvedValue(
        (http: KyInstance, refreshSession: SessionRefresh, locale: () => Locale) =>
          new KyFavouritesRepository({ http, locale, refreshSession }),
        [TOKENS.HttpClient, TOKENS.SessionRefresh, TOKENS.ApiLocale],
      );
    if (navigation) bind(TOKENS.Navigation).toConstantValue(navigation);
    else
      bind(TOKENS.Navigation).toResolvedValue(
        (config: ContainerConfig): NavigationPort =>
          inBrowser()
            ? new LocationNavigation({
                assign: (path) => window.location.assign(path),
                signInPath: () => pathFor('signIn', {}, pageLocale(), { product: config.brand }),
              })
            : NOWHERE,
        [TOKENS.Config],
      );
    if (redirectTargetStore) bind(TOKENS.RedirectTargetStore).toConstantValue(redirectTargetStore);
    else
      bind(TOKENS.RedirectTargetStore).toResolvedValue(
        () => new SessionStorageRedirectTarget({ storage: tabStorage() }),
        [],
      );
    bind(TOKENS.FavouritesStore).toResolvedValue(() => new FavouritesStore(), []);
    bind(TOKENS.ToggleFavourite).toResolvedValue(
      (
        repository: FavouritesRepository,
        favouritesStore: FavouritesStore,
        toastPresenter: ToastPresenterPort,
        analytics: AnalyticsPort,
        nav: NavigationPort,
        redirectTargets: RedirectTargetStore,
        refreshCount: RefreshFavouritesCount,
      ) =>
        new ToggleFavourite({
          favouritesRepository: repository,
          favouritesStore,
          toastPresenter,
          analytics,
          navigation: nav,
          redirectTargetStore: redirectTargets,
          favouritesChanged: () => {
            refreshCount.execute().catch(() => undefined);
          },
        }),
      [
        TOKENS.FavouritesRepository,
        TOKENS.FavouritesStore,
        TOKENS.ToastPresenter,
        TOKENS.Analytics,
        TOKENS.Navigation,
        TOKENS.RedirectTargetStore,
        TOKENS.RefreshFavouritesCount,
      ],
    );
    bind(TOKENS.LoadFavouriteFlags).toResolvedValue(
      (repository: FavouritesRepository, favouritesStore: FavouritesStore) =>
        new LoadFavouriteFlags({ favouritesRepository: repository, favouritesStore }),
      [TOKENS.FavouritesRepository, TOKENS.FavouritesStore],
    );
    bind(TOKENS.RequireSignIn).toResolvedValue(
      (nav: NavigationPort, redirectTargets: RedirectTargetStore) =>
        new RequireSignIn({ navigation: nav, redirectTargetStore: redirectTargets }),
      [TOKENS.Navigation, TOKENS.RedirectTargetStore],
    );
  });
