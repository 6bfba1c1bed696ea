import type { OwnReviewRepository } from '#application/ports/own-review-repository.port';
import type { OwnReview } from '#application/reviews/own-review';
import type { OwnReviewError } from '#application/reviews/own-review.errors';
import type { CheckedReview } from '#domain/catalog/review-draft';
import { err, ok, type Result } from '#domain/shared/result';

type Call =
  | { readonly op: 'find'; readonly productId: string }
  | { readonly op: 'save'; readonly productId: string; readonly review: CheckedReview }
  | { readonly op: 'remove'; readonly productId: string };

/**
 * One listener's reviews in memory, one per title, as the API keeps them: a rating alone keeps an earlier text, a
 * title it was not told of is NOT_FOUND, and so is removing a review that is not there. It can be told to fail.
 */
export class InMemoryOwnReviewRepository implements OwnReviewRepository {
  readonly #titles = new Set<string>();
  readonly #reviews = new Map<string, OwnReview>();
  #failure: OwnReviewError | null = null;
  #writes = 0;
  readonly calls: Call[] = [];

  /** Titles of the market the listener may review. */
  withTitles(...productIds: string[]): this {
    for (const id of productIds) this.#titles.add(id);
    return this;
  }

  /** Every following call fails with this error (null: succeed again). */
  failWith(error: OwnReviewError | null): this {
    this.#failure = error;
    return this;
  }

  async find(productId: string): Promise<Result<OwnReview | null, OwnReviewError>> {
    this.calls.push({ op: 'find', productId });
    if (this.#failure) return err(this.#failure);
    return ok(this.#reviews.get(productId) ?? null);
  }

  async save(productId: string, review: CheckedReview): Promise<Result<OwnReview, OwnReviewError>> {
    this.calls.push({ op: 'save', productId, review });
    if (this.#failure) return err(this.#failure);
    if (!this.#titles.has(productId)) return err({ code: 'OWN_REVIEW.NOT_FOUND' });
    const earlier = this.#reviews.get(productId);
    this.#writes += 1;
    const stored: OwnReview = {
      id: earlier?.id ?? `review-${this.#writes}`,
      productId,
      rating: review.rating,
      text: review.text?.review ?? earlier?.text ?? null,
      signature: review.text?.signature ?? earlier?.signature ?? null,
      createdAt: new Date(Date.UTC(2026, 10, 1, 0, 0, this.#writes)).toISOString(),
      verifiedListener: false,
    };
    this.#reviews.set(productId, stored);
    return ok(stored);
  }

  async remove(productId: string): Promise<Result<void, OwnReviewError>> {
    this.calls.push({ op: 'remove', productId });
    if (this.#failure) return err(this.#failure);
    return this.#reviews.delete(productId) ? ok(undefined) : err({ code: 'OWN_REVIEW.NOT_FOUND' });
  }
}
