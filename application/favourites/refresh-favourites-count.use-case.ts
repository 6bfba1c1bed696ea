import type { FavouritesCountPort } from '../ports/favourites-count.port';
import type { Result } from '#domain/shared/result';
import type { FavouritesCountStore } from './favourites-count.store';
import type { FavouritesError } from './favourites.errors';

export interface RefreshFavouritesCountDeps {
  readonly favouritesCount: FavouritesCountPort;
  readonly favouritesCountStore: FavouritesCountStore;
}

const UNAVAILABLE: FavouritesError = { code: 'FAVOURITES.UNAVAILABLE' };

/**
 * Spec §2, §3: counts the signed-in user's favourites for the top bar's badge. Like a failed cart refresh (spec §8),
 * a failed count shows none rather than a stale number.
 */
export class RefreshFavouritesCount {
  readonly #deps: RefreshFavouritesCountDeps;

  constructor(deps: RefreshFavouritesCountDeps) {
    this.#deps = deps;
  }

  async execute(): Promise<Result<number, FavouritesError>> {
    const { favouritesCount, favouritesCountStore } = this.#deps;
    const epoch = favouritesCountStore.epoch;
    const result = await favouritesCount.count().catch(() => ({ ok: false, error: UNAVAILABLE }) as const);
    if (favouritesCountStore.epoch === epoch) favouritesCountStore.counted(result.ok ? result.value : 0);
    return result;
  }
}
