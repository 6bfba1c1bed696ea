import type { KyInstance } from 'ky';
import type { FavouritesError } from '#application/favourites/favourites.errors';
import type { FavouriteFlags, FavouritesRepository } from '#application/ports/favourites-repository.port';
import type { ProductId } from '#domain/cart/cart-item';
import type { Locale } from '#domain/market/locale';
import { err, ok, type Result } from '#domain/shared/result';
import { productRelationsSchema } from '#contract/product-relations.schema';
import { isRemoteFailure } from './http-failure';
import { isUnauthorized, type SessionRefresh, withSessionRefresh } from './session-refresh';

export interface KyFavouritesRepositoryDeps {
  readonly http: KyInstance;
  /** The market of the page: favourites are kept per market's catalogue. */
  readonly locale: () => Locale;
  readonly refreshSession: SessionRefresh;
}

type FavouritesCommand = 'AddToFavourites' | 'RemoveFromFavourites' | 'GetProductRelations';

const UNAVAILABLE: FavouritesError = { code: 'FAVOURITES.UNAVAILABLE' };

/**
 * The signed-in user's favourites over the commands AddToFavourites, RemoveFromFavourites and GetProductRelations
 * (`POST /{lang}/v2/commands` with `product_ids`, spec §3, §7), each retried once after a token refresh when it meets
 * a 401 (spec §8). Every command answers the relations of the ids it named.
 */
export class KyFavouritesRepository implements FavouritesRepository {
  readonly #deps: KyFavouritesRepositoryDeps;

  constructor(deps: KyFavouritesRepositoryDeps) {
    this.#deps = deps;
  }

  async add(productIds: readonly ProductId[]): Promise<Result<void, FavouritesError>> {
    const result = await this.#send('AddToFavourites', productIds);
    return result.ok ? ok(undefined) : result;
  }

  async remove(productIds: readonly ProductId[]): Promise<Result<void, FavouritesError>> {
    const result = await this.#send('RemoveFromFavourites', productIds);
    return result.ok ? ok(undefined) : result;
  }

  relations(productIds: readonly ProductId[]): Promise<Result<FavouriteFlags, FavouritesError>> {
    return this.#send('GetProductRelations', productIds);
  }

  async #send(
    name: FavouritesCommand,
    productIds: readonly ProductId[],
  ): Promise<Result<FavouriteFlags, FavouritesError>> {
    if (productIds.length === 0) return ok(new Map());
    const { http, locale, refreshSession } = this.#deps;
    try {
      const body = await withSessionRefresh(
        () => http.post(`${locale()}/v2/commands`, { json: { name, product_ids: productIds } }).json(),
        refreshSession,
      );
      const parsed = productRelationsSchema.safeParse(body);
      if (!parsed.success) return err(UNAVAILABLE);
      const { relations } = parsed.data;
      return ok(new Map(productIds.map((id) => [id, relations[id]?.favorite ?? false] as const)));
    } catch (error) {
      if (isUnauthorized(error)) return err({ code: 'AUTH.NOT_SIGNED_IN' });
      if (isRemoteFailure(error)) return err(UNAVAILABLE);
      throw error;
    }
  }
}
