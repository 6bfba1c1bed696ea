import type { LibraryError } from '../library/library.errors';
import type { LibraryPage, PlayedTitle } from '../library/library-page';
import type { ProductSummary } from '../catalog/product-summary';
import type { Locale } from '#domain/market/locale';
import type { Result } from '#domain/shared/result';

/** The market whose list is asked for, a 1-based page and how many items it holds. */
export interface LibraryPageRequest {
  readonly locale: Locale;
  readonly page: number;
  readonly limit: number;
}

/** The signed-in listener's own lists in the page's market (spec §7 /me/favourites, /me/shelf, /me/recently-played). */
export interface LibraryRepository {
  favourites(request: LibraryPageRequest): Promise<Result<LibraryPage<ProductSummary>, LibraryError>>;
  shelf(request: LibraryPageRequest): Promise<Result<LibraryPage<ProductSummary>, LibraryError>>;
  recentlyPlayed(request: LibraryPageRequest): Promise<Result<LibraryPage<PlayedTitle>, LibraryError>>;
}
