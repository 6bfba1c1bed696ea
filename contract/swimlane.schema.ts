import { productPageSchema } from './product.schema';
import { z } from './zod';

/** `GET /products-swimlanes/{id}`: a screen's products swimlane, page by page, in its curated order. */
export const swimlaneSchema = productPageSchema.extend({
  id: z.uuid(),
  title: z.string().nullable(),
});

export type SwimlaneWire = z.infer<typeof swimlaneSchema>;
