import { FavouritesStore } from '#application/favourites/favourites.store';
import { LoadFavouriteFlags } from '#application/favourites/load-favourite-flags.use-case';
import { ToggleFavourite } from '#application/favourites/toggle-favourite.use-case';
import { InMemoryFavouritesRepository } from './fakes/in-memory-favourites-repository';
import { InMemoryRedirectTargetStore } from './fakes/in-memory-redirect-target-store';
import { RecordingAnalytics } from './fakes/recording-analytics';
import { RecordingNavigation } from './fakes/recording-navigation';
import { RecordingToastPresenter } from './fakes/recording-toast-presenter';

/** The favourites use cases wired to fakes, with every fake at hand for assertions. */
export const favouritesHarness = () => {
  const changes: string[] = [];
  const deps = {
    favouritesRepository: new InMemoryFavouritesRepository(),
    favouritesStore: new FavouritesStore(),
    toastPresenter: new RecordingToastPresenter(),
    analytics: new RecordingAnalytics(),
    navigation: new RecordingNavigation(),
    redirectTargetStore: new InMemoryRedirectTargetStore(),
    favouritesChanged: () => {
      changes.push('changed');
    },
  };
  return {
    ...deps,
    /** One entry for each change the server took. */
    changes,
    toggle: new ToggleFavourite(deps),
    loadFlags: new LoadFavouriteFlags(deps),
  };
};
