import type { Market } from '#domain/market/market';
import { err, ok, type Result } from '#domain/shared/result';
import { invalidField, type SharedError } from '../shared/server-error';
import type { FavouritesRepository } from './favourites-repository.port';
import type { LibraryTitles } from './library-titles.port';

export interface AddToFavouritesDeps {
  readonly titles: Pick<LibraryTitles, 'existing'>;
  readonly favourites: FavouritesRepository;
  readonly now: () => Date;
}

export interface AddToFavouritesInput {
  readonly userId: string;
  readonly market: Market;
  readonly productIds: readonly string[];
}

/**
 * AddToFavourites (spec §4 "Favourite toggle", §7): adds products of the market's catalogue; an id the catalogue does
 * not have refuses the whole command (`product_ids`/NOT_FOUND, nothing added). Answers which of the ids are favourites.
 */
export class AddToFavourites {
  readonly #deps: AddToFavouritesDeps;

  constructor(deps: AddToFavouritesDeps) {
    this.#deps = deps;
  }

  async execute(input: AddToFavouritesInput): Promise<Result<ReadonlySet<string>, SharedError>> {
    const { titles, favourites } = this.#deps;
    const known = await titles.existing(input.market.catalogId, input.productIds);
    if (input.productIds.some((id) => !known.has(id))) return err(invalidField('product_ids', 'NOT_FOUND'));
    await favourites.add(input.userId, input.productIds, this.#deps.now());
    return ok(await favourites.favouriteAmong(input.userId, input.productIds));
  }
}
