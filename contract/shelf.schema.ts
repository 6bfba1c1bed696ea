import { halLinksSchema } from './hal.schema';
import { pageFieldsSchema } from './pagination.schema';
import { productListItemSchema, productPageSchema, timestampSchema } from './product.schema';
import { z } from './zod';

/** `GET /me/shelf`: the titles the viewer may call their own in this market, the latest first. */
export const shelfPageSchema = productPageSchema;

/** A recently played audiobook: the product, where the listener is in it (ms of its duration) and when they last played it. */
export const recentlyPlayedItemSchema = productListItemSchema.extend({
  position: z.int().nonnegative(),
  /** The whole recording in milliseconds, the measure of `position`. */
  duration_in_ms: z.int().positive(),
  updated_at: timestampSchema,
});

/** `GET /me/recently-played`: audiobooks by their last StartPlayback or position save, newest first. */
export const recentlyPlayedPageSchema = pageFieldsSchema.extend({
  _embedded: z.object({ 'app:product': z.array(recentlyPlayedItemSchema) }),
  _links: halLinksSchema.optional(),
});

export type ShelfPageWire = z.infer<typeof shelfPageSchema>;
export type RecentlyPlayedPageWire = z.infer<typeof recentlyPlayedPageSchema>;
