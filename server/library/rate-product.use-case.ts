import type { Market } from '#domain/market/market';
import { err, ok, type Result } from '#domain/shared/result';
import type { Logger } from '../logging/logger';
import { invalidField, type SharedError } from '../shared/server-error';
import type { ProductSearchIndex } from './product-search-index.port';
import type { RatingInput, UserReviewRecord, UserReviewRepository } from './user-review-repository.port';

export interface RateProductDeps {
  readonly reviews: Pick<UserReviewRepository, 'rate'>;
  readonly searchIndex: ProductSearchIndex;
  readonly logger: Pick<Logger, 'warn'>;
  readonly now: () => Date;
}

export interface RateProductInput extends Omit<RatingInput, 'now'> {
  readonly market: Market;
}

/**
 * RateProduct and RateAndReviewProduct (spec §7): one review per user and product, written again to replace it (and
 * its date), the product's rating totals moved by the difference; then the market's search indexes are brought in
 * step so hits show the new rating. An index that misses it catches up at its next full build.
 */
export class RateProduct {
  readonly #deps: RateProductDeps;

  constructor(deps: RateProductDeps) {
    this.#deps = deps;
  }

  async execute(input: RateProductInput): Promise<Result<UserReviewRecord, SharedError>> {
    const { market, ...rating } = input;
    const review = await this.#deps.reviews.rate(market.catalogId, { ...rating, now: this.#deps.now() });
    if (!review) return err(invalidField('product_id', 'NOT_FOUND'));
    try {
      await this.#deps.searchIndex.reindex(market, [review.productId]);
    } catch (error) {
      // The rating is stored; an index that missed it catches up at its next full build (start-up, search:push).
      this.#deps.logger.warn('search reindex after a rating failed', {
        productId: review.productId,
        error: String(error),
      });
    }
    return ok(review);
  }
}
