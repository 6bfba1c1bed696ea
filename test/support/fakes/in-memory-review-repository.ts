import type { Review, ReviewPage } from '#application/audiobook/audiobook';
import type { ReviewsError } from '#application/audiobook/audiobook.errors';
import type { PageRequest, ReviewRepository } from '#application/ports/review-repository.port';
import type { Locale } from '#domain/market/locale';
import { err, ok, type Result } from '#domain/shared/result';

/** Each product's reviews in memory, newest first, paged as the real API pages them. */
export class InMemoryReviewRepository implements ReviewRepository {
  readonly #reviews = new Map<string, readonly Review[]>();
  #failure: ReviewsError | null = null;
  readonly requests: { readonly locale: Locale; readonly productId: string; readonly request: PageRequest }[] = [];

  /** The product's reviews, newest first; a product given none has none and exists. */
  withReviews(locale: Locale, productId: string, reviews: readonly Review[]): this {
    this.#reviews.set(`${locale}:${productId}`, reviews);
    return this;
  }

  failWith(error: ReviewsError | null): this {
    this.#failure = error;
    return this;
  }

  async listReviews(
    locale: Locale,
    productId: string,
    request: PageRequest,
  ): Promise<Result<ReviewPage, ReviewsError>> {
    this.requests.push({ locale, productId, request });
    if (this.#failure) return err(this.#failure);
    const all = this.#reviews.get(`${locale}:${productId}`);
    // The real API answers 404 for a product its market does not have.
    if (all === undefined) return err({ code: 'REVIEWS.UNAVAILABLE' });
    const start = (request.page - 1) * request.limit;
    return ok({
      page: request.page,
      pages: Math.ceil(all.length / request.limit),
      total: all.length,
      reviews: all.slice(start, start + request.limit),
    });
  }
}
