import { err, ok, type Result } from '../shared/result';
import { cleanUserText } from '../shared/user-text';

/** The longest review text and signature, counted after cleaning and trimming. */
export const MAX_REVIEW_LENGTH = 5000;
export const MAX_SIGNATURE_LENGTH = 80;

/** What a listener filled in on the review form. */
export interface ReviewDraft {
  /** Null until a star is chosen. */
  readonly rating: number | null;
  readonly review: string;
  readonly signature: string;
}

/** A draft that may be sent: a rating alone, or a rating with a text and its signature. */
export interface CheckedReview {
  readonly rating: number;
  readonly text: { readonly review: string; readonly signature: string } | null;
}

export type ReviewField = 'rating' | 'review' | 'signature';

export interface ReviewFieldError {
  readonly field: ReviewField;
  readonly code: 'REQUIRED' | 'TOO_LONG';
}

/** A draft the rules refuse, with every field's error; the code doubles as an i18n key. */
export interface InvalidReview {
  readonly code: 'OWN_REVIEW.INVALID';
  readonly fields: readonly ReviewFieldError[];
}

/**
 * Spec §3 review (product_id, review, author_signature, rating) and the API's RateProduct / RateAndReviewProduct
 * rules: a rating from 1 to 5; a text and a signature together or neither, each cleaned of bidirectional and control
 * characters and trimmed before its limit counts. A rating alone keeps an earlier text on the server, so a listener
 * who had one must write one (deleting the review is how it goes).
 */
export const checkReviewDraft = (draft: ReviewDraft, hadText: boolean): Result<CheckedReview, InvalidReview> => {
  const errors: ReviewFieldError[] = [];
  const { rating } = draft;
  const review = cleanUserText(draft.review, 'multiline').trim();
  const signature = cleanUserText(draft.signature, 'single-line').trim();
  if (rating === null || !Number.isInteger(rating) || rating < 1 || rating > 5)
    errors.push({ field: 'rating', code: 'REQUIRED' });
  if (review.length > MAX_REVIEW_LENGTH) errors.push({ field: 'review', code: 'TOO_LONG' });
  else if (review === '' && (signature !== '' || hadText)) errors.push({ field: 'review', code: 'REQUIRED' });
  if (signature.length > MAX_SIGNATURE_LENGTH) errors.push({ field: 'signature', code: 'TOO_LONG' });
  else if (signature === '' && review !== '') errors.push({ field: 'signature', code: 'REQUIRED' });
  if (errors.length > 0 || rating === null) return err({ code: 'OWN_REVIEW.INVALID', fields: errors });
  return ok({ rating, text: review === '' ? null : { review, signature } });
};
