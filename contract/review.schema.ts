import { halLinksSchema } from './hal.schema';
import { pageFieldsSchema } from './pagination.schema';
import { timestampSchema } from './product.schema';
import { z } from './zod';

/** A listener's review: a rating from 1 to 5 with its text and signature. */
export const reviewSchema = z.object({
  id: z.uuid(),
  rating: z.int().min(1).max(5),
  review: z.string(),
  author_signature: z.string().nullable(),
  created_at: timestampSchema,
  /** The author holds a license for the title or has played it ("verified listener"); anyone may review. */
  verified_listener: z.boolean(),
});

/** `GET /catalogs/{catalogId}/products/{productId}/reviews`: reviews with a text, newest first. */
export const reviewCollectionSchema = pageFieldsSchema.extend({
  _embedded: z.object({ 'app:review': z.array(reviewSchema) }),
  _links: halLinksSchema.optional(),
});

export type ReviewWire = z.infer<typeof reviewSchema>;
export type ReviewCollectionWire = z.infer<typeof reviewCollectionSchema>;
