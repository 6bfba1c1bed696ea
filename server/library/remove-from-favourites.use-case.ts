import { ok, type Result } from '#domain/shared/result';
import type { FavouritesRepository } from './favourites-repository.port';

export interface RemoveFromFavouritesDeps {
  readonly favourites: Pick<FavouritesRepository, 'remove' | 'favouriteAmong'>;
}

export interface RemoveFromFavouritesInput {
  readonly userId: string;
  readonly productIds: readonly string[];
}

/**
 * RemoveFromFavourites (spec §4 "Favourite toggle"): ids that are not favourites, or that left the catalogue, are
 * ignored, so a title can always be removed. Answers which of the ids are still favourites.
 */
export class RemoveFromFavourites {
  readonly #deps: RemoveFromFavouritesDeps;

  constructor(deps: RemoveFromFavouritesDeps) {
    this.#deps = deps;
  }

  async execute(input: RemoveFromFavouritesInput): Promise<Result<ReadonlySet<string>, never>> {
    await this.#deps.favourites.remove(input.userId, input.productIds);
    return ok(await this.#deps.favourites.favouriteAmong(input.userId, input.productIds));
  }
}
