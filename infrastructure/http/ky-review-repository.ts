import type { KyInstance } from 'ky';
import type { ReviewPage } from '#application/audiobook/audiobook';
import type { ReviewsError } from '#application/audiobook/audiobook.errors';
import type { PageRequest, ReviewRepository } from '#application/ports/review-repository.port';
import type { Locale } from '#domain/market/locale';
import { MARKETS } from '#domain/market/markets';
import { err, ok, type Result } from '#domain/shared/result';
import { type ReviewCollectionWire, reviewCollectionSchema } from '#contract/review.schema';
import { isMaintenance, isRemoteFailure } from './http-failure';

const toReviewPage = (wire: ReviewCollectionWire): ReviewPage => ({
  page: wire.page,
  pages: wire.pages,
  total: wire.total,
  reviews: wire._embedded['app:review'].map((review) => ({
    id: review.id,
    rating: review.rating,
    text: review.review,
    signature:
      review.author_signature === null || review.author_signature.trim() === '' ? null : review.author_signature,
    createdAt: review.created_at,
    verifiedListener: review.verified_listener,
  })),
});

/** Reviews over GET `/{lang}/v2/catalogs/{catalogId}/products/{productId}/reviews?page=&limit=` (spec §7). */
export class KyReviewRepository implements ReviewRepository {
  readonly #http: KyInstance;

  constructor(deps: { readonly http: KyInstance }) {
    this.#http = deps.http;
  }

  async listReviews(
    locale: Locale,
    productId: string,
    request: PageRequest,
  ): Promise<Result<ReviewPage, ReviewsError>> {
    const { catalogId } = MARKETS[locale];
    try {
      const body = await this.#http
        .get(`${locale}/v2/catalogs/${catalogId}/products/${encodeURIComponent(productId)}/reviews`, {
          searchParams: { page: request.page, limit: request.limit, '_f[noLinks]': 1 },
        })
        .json();
      const parsed = reviewCollectionSchema.safeParse(body);
      return parsed.success ? ok(toReviewPage(parsed.data)) : err({ code: 'REVIEWS.UNAVAILABLE' });
    } catch (error) {
      if (isMaintenance(error)) return err({ code: 'API.MAINTENANCE' });
      if (isRemoteFailure(error)) return err({ code: 'REVIEWS.UNAVAILABLE' });
      throw error;
    }
  }
}
