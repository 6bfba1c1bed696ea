import type { InvalidReview } from '#domain/catalog/review-draft';

/** Expected failures of the listener's own review; the codes double as i18n keys. */
export type OwnReviewError =
  | { readonly code: 'AUTH.NOT_SIGNED_IN' }
  | { readonly code: 'OWN_REVIEW.UNAVAILABLE' }
  /** The title is gone from the market, or there is no review to delete. */
  | { readonly code: 'OWN_REVIEW.NOT_FOUND' }
  | InvalidReview;
