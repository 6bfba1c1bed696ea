import type { FavouritesError } from '../favourites/favourites.errors';
import type { Result } from '#domain/shared/result';

/** How many favourites the signed-in user has in the page's market (spec §3 favourites list total, §7 /me/favourites). */
export interface FavouritesCountPort {
  count(): Promise<Result<number, FavouritesError>>;
}
