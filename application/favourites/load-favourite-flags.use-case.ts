import type { User } from '#domain/auth/user';
import type { ProductId } from '#domain/cart/cart-item';
import type { FavouriteFlags, FavouritesRepository } from '../ports/favourites-repository.port';
import { ok, type Result } from '#domain/shared/result';
import type { FavouritesError } from './favourites.errors';
import type { FavouritesStore } from './favourites.store';

export interface LoadFavouriteFlagsDeps {
  readonly favouritesRepository: FavouritesRepository;
  readonly favouritesStore: FavouritesStore;
}

export interface LoadFavouriteFlagsInput {
  readonly productIds: readonly ProductId[];
  /** Null for an anonymous visitor. */
  readonly user: User | null;
}

/**
 * Spec §3, §7 GetProductRelations: loads the favourite flags of the products on screen into the
 * FavouritesStore. An anonymous visitor has no favourites (spec §6), so nothing is asked.
 */
export class LoadFavouriteFlags {
  readonly #deps: LoadFavouriteFlagsDeps;

  constructor(deps: LoadFavouriteFlagsDeps) {
    this.#deps = deps;
  }

  async execute(input: LoadFavouriteFlagsInput): Promise<Result<FavouriteFlags, FavouritesError>> {
    const productIds = [...new Set(input.productIds)];
    if (input.user === null || productIds.length === 0) {
      const none: FavouriteFlags = new Map(productIds.map((id) => [id, false] as const));
      this.#deps.favouritesStore.relationsLoaded(none);
      return ok(none);
    }
    const asOf = this.#deps.favouritesStore.changeMark();
    const result = await this.#deps.favouritesRepository.relations(productIds);
    if (result.ok) this.#deps.favouritesStore.relationsLoaded(result.value, asOf);
    return result;
  }
}
