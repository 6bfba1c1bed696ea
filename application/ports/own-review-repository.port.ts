import type { CheckedReview } from '#domain/catalog/review-draft';
import type { Result } from '#domain/shared/result';
import type { OwnReview } from '../reviews/own-review';
import type { OwnReviewError } from '../reviews/own-review.errors';

/**
 * The signed-in listener's own review of a title, one per title (GET /me/products/{id}/review, RateProduct,
 * RateAndReviewProduct, RemoveProductReview).
 */
export interface OwnReviewRepository {
  /** Null when the listener has not rated the title. */
  find(productId: string): Promise<Result<OwnReview | null, OwnReviewError>>;
  /** Writes the rating, with its text when there is one, replacing the listener's earlier review. */
  save(productId: string, review: CheckedReview): Promise<Result<OwnReview, OwnReviewError>>;
  /** Takes the rating and the review back; NOT_FOUND when there is none. */
  remove(productId: string): Promise<Result<void, OwnReviewError>>;
}
