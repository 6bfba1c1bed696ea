import type { ProductId } from '#domain/cart/cart-item';
import type { FavouritesError } from '../favourites/favourites.errors';
import type { Result } from '#domain/shared/result';

/** Spec §3 product relations: the favourite flag of each asked product. */
export type FavouriteFlags = ReadonlyMap<ProductId, boolean>;

/** The signed-in user's favourites (spec §7 AddToFavourites, RemoveFromFavourites, GetProductRelations). */
export interface FavouritesRepository {
  add(productIds: readonly ProductId[]): Promise<Result<void, FavouritesError>>;
  remove(productIds: readonly ProductId[]): Promise<Result<void, FavouritesError>>;
  /** Spec §3, §7 GetProductRelations (product_ids): a flag for every asked product. */
  relations(productIds: readonly ProductId[]): Promise<Result<FavouriteFlags, FavouritesError>>;
}
