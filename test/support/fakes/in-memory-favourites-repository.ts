import type { FavouritesError } from '#application/favourites/favourites.errors';
import type { FavouriteFlags, FavouritesRepository } from '#application/ports/favourites-repository.port';
import { err, ok, type Result } from '#domain/shared/result';
import type { ProductId } from '#domain/cart/cart-item';

type Call = { readonly op: 'add' | 'remove' | 'relations'; readonly productIds: readonly ProductId[] };

/** A user's favourites in memory; it can be told to refuse writes like the real API. */
export class InMemoryFavouritesRepository implements FavouritesRepository {
  readonly #favourites = new Set<ProductId>();
  #failure: FavouritesError | null = null;
  readonly calls: Call[] = [];

  withFavourites(...productIds: ProductId[]): this {
    for (const id of productIds) this.#favourites.add(id);
    return this;
  }

  /** Every following call fails with this error (null: succeed again). */
  failWith(error: FavouritesError | null): this {
    this.#failure = error;
    return this;
  }

  has(productId: ProductId): boolean {
    return this.#favourites.has(productId);
  }

  get writeCount(): number {
    return this.calls.filter((call) => call.op !== 'relations').length;
  }

  async add(productIds: readonly ProductId[]): Promise<Result<void, FavouritesError>> {
    this.calls.push({ op: 'add', productIds });
    if (this.#failure) return err(this.#failure);
    for (const id of productIds) this.#favourites.add(id);
    return ok(undefined);
  }

  async remove(productIds: readonly ProductId[]): Promise<Result<void, FavouritesError>> {
    this.calls.push({ op: 'remove', productIds });
    if (this.#failure) return err(this.#failure);
    for (const id of productIds) this.#favourites.delete(id);
    return ok(undefined);
  }

  async relations(productIds: readonly ProductId[]): Promise<Result<FavouriteFlags, FavouritesError>> {
    this.calls.push({ op: 'relations', productIds });
    if (this.#failure) return err(this.#failure);
    return ok(new Map(productIds.map((id) => [id, this.#favourites.has(id)] as const)));
  }
}
