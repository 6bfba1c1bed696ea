import type { Page } from '../queries/page';

export interface ReviewRecord {
  readonly id: string;
  readonly productId: string;
  readonly userId: string | null;
  readonly rating: number;
  /** Null for a rating without a written review. */
  readonly review: string | null;
  readonly authorSignature: string | null;
  readonly createdAt: string;
}

/** A user's rating, optionally with a review (commands RateProduct and RateAndReviewProduct, spec §3). */
export interface RatingInput {
  readonly productId: string;
  readonly userId: string;
  /** 1..5 */
  readonly rating: number;
  /** Omitted by RateProduct: an earlier review text is kept. */
  readonly review?: string;
  readonly authorSignature?: string;
  /** ISO-8601 time of the command. */
  readonly now: string;
}

export class InvalidRatingError extends RangeError {
  override readonly name = 'InvalidRatingError';
}

/** Ratings and reviews; every write keeps the product's rating sum and count in step, in one transaction. */
export interface ReviewRepository {
  /** Written reviews of a product of the catalogue, newest first. */
  listByProduct(
    catalogId: string,
    productId: string,
    page: { readonly page: number; readonly limit: number },
  ): Promise<Page<ReviewRecord>>;
  findByUser(productId: string, userId: string): Promise<ReviewRecord | null>;
  /** Adds or replaces the user's rating of the product; false when the product does not exist. */
  save(input: RatingInput): Promise<boolean>;
}
