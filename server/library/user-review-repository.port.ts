/** A signed-in user's own review of a product. */
export interface UserReviewRecord {
  readonly id: string;
  readonly productId: string;
  readonly rating: number;
  readonly review: string | null;
  readonly authorSignature: string | null;
  readonly createdAt: string;
  /** The user holds a license for the title or has played it (`verified-listener.ts`). */
  readonly verifiedListener: boolean;
}

/** What a rating command writes: the rating, and the text and signature when it is a review. */
export interface RatingInput {
  readonly userId: string;
  readonly productId: string;
  readonly rating: number;
  /** Absent for RateProduct: an earlier text stays. */
  readonly text?: { readonly review: string; readonly authorSignature: string };
  readonly now: Date;
}

/** Users' ratings and reviews, one per user and product, with the product's rating totals kept exact. */
export interface UserReviewRepository {
  /** The user's review of the product, if any. */
  find(userId: string, productId: string): Promise<UserReviewRecord | undefined>;
  /** Writes the rating (and text) of a product of the catalogue; undefined when the catalogue has no such product. */
  rate(catalogId: string, input: RatingInput): Promise<UserReviewRecord | undefined>;
  /** Deletes the user's review of a product of the catalogue, rating and text; false when there was none. */
  remove(catalogId: string, userId: string, productId: string): Promise<boolean>;
}
