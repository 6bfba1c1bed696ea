import type { User } from '#domain/auth/user';
import { ok, type Result } from '#domain/shared/result';
import type { OwnReviewRepository } from '../ports/own-review-repository.port';
import type { OwnReview } from './own-review';
import type { OwnReviewError } from './own-review.errors';

export interface LoadOwnReviewDeps {
  readonly ownReviewRepository: Pick<OwnReviewRepository, 'find'>;
}

export interface LoadOwnReviewInput {
  readonly productId: string;
  /** Null for a visitor, who has no review to ask for. */
  readonly user: User | null;
}

/** The signed-in listener's own review of the title, read in their browser; a visitor has none. */
export class LoadOwnReview {
  readonly #deps: LoadOwnReviewDeps;

  constructor(deps: LoadOwnReviewDeps) {
    this.#deps = deps;
  }

  execute(input: LoadOwnReviewInput): Promise<Result<OwnReview | null, OwnReviewError>> {
    if (input.user === null) return Promise.resolve(ok(null));
    return this.#deps.ownReviewRepository.find(input.productId);
  }
}
