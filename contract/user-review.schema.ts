import { MAX_REVIEW_LENGTH, MAX_SIGNATURE_LENGTH } from '#domain/catalog/review-draft';
import { cleanUserText, type UserTextLines } from '#domain/shared/user-text';
import { timestampSchema } from './product.schema';
import { z } from './zod';

const rating = z.int().min(1).max(5);

/** Text users write for others to read, cleaned of bidi and control characters first: the limits count what stays. */
const trimmedText = (max: number, lines: UserTextLines) =>
  z
    .string()
    .overwrite((text) => cleanUserText(text, lines))
    .trim()
    .refine((text) => text.length >= 1, { params: { code: 'TOO_SHORT' } })
    .refine((text) => text.length <= max, { params: { code: 'TOO_LONG' } });

/** RateProduct: a rating from 1 to 5; a text review the user wrote before is kept. */
export const rateProductPayloadSchema = z.object({ product_id: z.uuid(), rating });

/** RateAndReviewProduct: rating, text and signature together, replacing the user's earlier review. */
export const rateAndReviewPayloadSchema = z.object({
  product_id: z.uuid(),
  rating,
  review: trimmedText(MAX_REVIEW_LENGTH, 'multiline'),
  author_signature: trimmedText(MAX_SIGNATURE_LENGTH, 'single-line'),
});

/** RemoveProductReview: takes back the user's rating and review of a product. */
export const removeProductReviewPayloadSchema = z.object({ product_id: z.uuid() });

/** `GET /me/products/{id}/review` and the rating commands' answer: the viewer's own review of a product. */
export const userReviewSchema = z.object({
  id: z.uuid(),
  product_id: z.uuid(),
  rating,
  /** Null for a rating without a text. */
  review: z.string().nullable(),
  author_signature: z.string().nullable(),
  /** When the review was last written. */
  created_at: timestampSchema,
  /** The viewer holds a license for the title or has played it, as readers of the review are told. */
  verified_listener: z.boolean(),
});

export type RateProductPayload = z.infer<typeof rateProductPayloadSchema>;
export type RateAndReviewPayload = z.infer<typeof rateAndReviewPayloadSchema>;
export type UserReviewWire = z.infer<typeof userReviewSchema>;
