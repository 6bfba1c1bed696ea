import type { Locale } from '#domain/market/locale';
import type { Result } from '#domain/shared/result';
import type { ReviewPage } from '../audiobook/audiobook';
import type { ReviewsError } from '../audiobook/audiobook.errors';

/** Which page of a list to read, and how long a page is. */
export interface PageRequest {
  /** 1-based. */
  readonly page: number;
  readonly limit: number;
}

/** Listeners' reviews (spec §7 GET /catalogs/{catalogId}/products/{productId}/reviews?page=&limit=). */
export interface ReviewRepository {
  listReviews(locale: Locale, productId: string, request: PageRequest): Promise<Result<ReviewPage, ReviewsError>>;
}
