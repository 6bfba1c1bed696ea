import type { Market } from '#domain/market/market';
import { err, ok, type Result } from '#domain/shared/result';
import { notFound, type SharedError } from '../shared/server-error';
import type { LibraryTitles } from './library-titles.port';
import type { UserReviewRecord, UserReviewRepository } from './user-review-repository.port';

export interface GetOwnReviewDeps {
  readonly titles: Pick<LibraryTitles, 'find'>;
  readonly reviews: Pick<UserReviewRepository, 'find'>;
}

export interface GetOwnReviewInput {
  readonly userId: string;
  readonly market: Market;
  readonly productId: string;
}

/** The user's own rating and review of a product of the market; NOT_FOUND when they have none. */
export class GetOwnReview {
  readonly #deps: GetOwnReviewDeps;

  constructor(deps: GetOwnReviewDeps) {
    this.#deps = deps;
  }

  async execute(input: GetOwnReviewInput): Promise<Result<UserReviewRecord, SharedError>> {
    const title = await this.#deps.titles.find(input.market.catalogId, input.productId);
    const review = title ? await this.#deps.reviews.find(input.userId, title.id) : undefined;
    return review ? ok(review) : err(notFound('Review'));
  }
}
