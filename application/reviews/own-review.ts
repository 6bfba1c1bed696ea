/** The signed-in listener's own rating and review of a title (spec §7 GET /me/products/{id}/review). */
export interface OwnReview {
  readonly id: string;
  readonly productId: string;
  readonly rating: number;
  /** Null for a rating without a text. */
  readonly text: string | null;
  readonly signature: string | null;
  /** When it was last written. */
  readonly createdAt: string;
  readonly verifiedListener: boolean;
}
