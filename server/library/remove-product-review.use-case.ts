import type { Market } from '#domain/market/market';
import { err, ok, type Result } from '#domain/shared/result';
import type { Logger } from '../logging/logger';
import { notFound, type SharedError } from '../shared/server-error';
import type { ProductSearchIndex } from './product-search-index.port';
import type { UserReviewRepository } from './user-review-repository.port';

export interface RemoveProductReviewDeps {
  readonly reviews: Pick<UserReviewRepository, 'remove'>;
  readonly searchIndex: ProductSearchIndex;
  readonly logger: Pick<Logger, 'warn'>;
}

export interface RemoveProductReviewInput {
  readonly userId: string;
  readonly market: Market;
  readonly productId: string;
}

/**
 * RemoveProductReview: the user takes back their rating and review of a product; the product's rating totals lose it
 * in the same transaction and the market's search indexes follow, as after a rating. NOT_FOUND when there is none.
 */
export class RemoveProductReview {
  readonly #deps: RemoveProductReviewDeps;

  constructor(deps: RemoveProductReviewDeps) {
    this.#deps = deps;
  }

  async execute(input: RemoveProductReviewInput): Promise<Result<null, SharedError>> {
    const removed = await this.#deps.reviews.remove(input.market.catalogId, input.userId, input.productId);
    if (!removed) return err(notFound('Review'));
    try {
      await this.#deps.searchIndex.reindex(input.market, [input.productId]);
    } catch (error) {
      // The removal is stored; an index that missed it catches up at its next full build (start-up, search:push).
      this.#deps.logger.warn('search reindex after a review removal failed', {
        productId: input.productId,
        error: String(error),
      });
    }
    return ok(null);
  }
}
