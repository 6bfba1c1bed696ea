import type { Page, PageRequest } from '../catalogue/queries/page';
import type { ProductCardRecord } from '../catalogue/queries/product-card.query';

/** A user's favourite products; every call is keyed by the user's id. */
export interface FavouritesRepository {
  /** Adds the products; ones already there keep the moment they were first added (a retry changes nothing). */
  add(userId: string, productIds: readonly string[], now: Date): Promise<void>;
  /** Removes the products; ones that were not favourites are left alone. */
  remove(userId: string, productIds: readonly string[]): Promise<void>;
  /** Which of the products are the user's favourites. */
  favouriteAmong(userId: string, productIds: readonly string[]): Promise<ReadonlySet<string>>;
  /** One page of the user's favourites that are for sale in the catalogue, the latest added first. */
  page(userId: string, catalogId: string, request: PageRequest): Promise<Page<ProductCardRecord>>;
}
