import type { KyInstance } from 'ky';
import type { ProductSummary } from '#application/catalog/product-summary';
import type { LibraryError } from '#application/library/library.errors';
import type { LibraryPage, PlayedTitle } from '#application/library/library-page';
import type { LibraryPageRequest, LibraryRepository } from '#application/ports/library-repository.port';
import { err, ok, type Result } from '#domain/shared/result';
import { favouritesPageSchema } from '#contract/favourites.schema';
import { type RecentlyPlayedPageWire, recentlyPlayedPageSchema, shelfPageSchema } from '#contract/shelf.schema';
import type { z } from '#contract/zod';
import { isMaintenance, isRemoteFailure } from './http-failure';
import { toProductSummary } from './product-list-wire';
import { isUnauthorized, type SessionRefresh, withSessionRefresh } from './session-refresh';

export interface KyLibraryRepositoryDeps {
  readonly http: KyInstance;
  readonly refreshSession: SessionRefresh;
}

const UNAVAILABLE: LibraryError = { code: 'LIBRARY.UNAVAILABLE' };

const toPlayedTitle = (wire: RecentlyPlayedPageWire['_embedded']['app:product'][number]): PlayedTitle => ({
  ...toProductSummary(wire),
  positionMs: wire.position,
  durationMs: wire.duration_in_ms,
  playedAt: wire.updated_at,
});

/**
 * The listener's lists over `GET /{lang}/v2/me/favourites`, `/me/shelf` and `/me/recently-played` (spec §7), each
 * retried once after a token refresh when it meets a 401 (spec §8).
 */
export class KyLibraryRepository implements LibraryRepository {
  readonly #deps: KyLibraryRepositoryDeps;

  constructor(deps: KyLibraryRepositoryDeps) {
    this.#deps = deps;
  }

  favourites(request: LibraryPageRequest): Promise<Result<LibraryPage<ProductSummary>, LibraryError>> {
    return this.#get('favourites', request, favouritesPageSchema, toProductSummary);
  }

  shelf(request: LibraryPageRequest): Promise<Result<LibraryPage<ProductSummary>, LibraryError>> {
    return this.#get('shelf', request, shelfPageSchema, toProductSummary);
  }

  recentlyPlayed(request: LibraryPageRequest): Promise<Result<LibraryPage<PlayedTitle>, LibraryError>> {
    return this.#get('recently-played', request, recentlyPlayedPageSchema, toPlayedTitle);
  }

  async #get<Wire, Item>(
    list: 'favourites' | 'shelf' | 'recently-played',
    request: LibraryPageRequest,
    schema: z.ZodType<{ page: number; pages: number; total: number; _embedded: { 'app:product': Wire[] } }>,
    toItem: (wire: Wire) => Item,
  ): Promise<Result<LibraryPage<Item>, LibraryError>> {
    const { http, refreshSession } = this.#deps;
    try {
      const body = await withSessionRefresh(
        () =>
          http
            .get(`${request.locale}/v2/me/${list}`, {
              searchParams: { page: request.page, limit: request.limit, '_f[noLinks]': 1 },
            })
            .json(),
        refreshSession,
      );
      const parsed = schema.safeParse(body);
      if (!parsed.success) return err(UNAVAILABLE);
      const { page, pages, total, _embedded } = parsed.data;
      return ok({ items: _embedded['app:product'].map(toItem), page, pages, total });
    } catch (error) {
      if (isUnauthorized(error)) return err({ code: 'AUTH.NOT_SIGNED_IN' });
      if (isMaintenance(error)) return err({ code: 'API.MAINTENANCE' });
      if (isRemoteFailure(error)) return err(UNAVAILABLE);
      throw error;
    }
  }
}
