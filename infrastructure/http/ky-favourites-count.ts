import type { KyInstance } from 'ky';
import type { FavouritesError } from '#application/favourites/favourites.errors';
import type { FavouritesCountPort } from '#application/ports/favourites-count.port';
import { err, ok, type Result } from '#domain/shared/result';
import type { Locale } from '#domain/market/locale';
import { favouritesPageSchema } from '#contract/favourites.schema';
import { isRemoteFailure } from './http-failure';
import { isUnauthorized, type SessionRefresh, withSessionRefresh } from './session-refresh';

export interface KyFavouritesCountDeps {
  readonly http: KyInstance;
  readonly locale: () => Locale;
  readonly refreshSession: SessionRefresh;
}

// Only the total is read: the page's one product is not needed.
const totalSchema = favouritesPageSchema.pick({ total: true });

/** FavouritesCountPort over GET `/{lang}/v2/me/favourites?limit=1` (spec §7), whose `total` counts them all. */
export class KyFavouritesCount implements FavouritesCountPort {
  readonly #deps: KyFavouritesCountDeps;

  constructor(deps: KyFavouritesCountDeps) {
    this.#deps = deps;
  }

  async count(): Promise<Result<number, FavouritesError>> {
    const { http, locale, refreshSession } = this.#deps;
    try {
      const body = await withSessionRefresh(
        () => http.get(`${locale()}/v2/me/favourites`, { searchParams: { limit: 1, '_f[noLinks]': 1 } }).json(),
        refreshSession,
      );
      const parsed = totalSchema.safeParse(body);
      return parsed.success ? ok(parsed.data.total) : err({ code: 'FAVOURITES.UNAVAILABLE' });
    } catch (error) {
      if (isUnauthorized(error)) return err({ code: 'AUTH.NOT_SIGNED_IN' });
      if (isRemoteFailure(error)) return err({ code: 'FAVOURITES.UNAVAILABLE' });
      throw error;
    }
  }
}
