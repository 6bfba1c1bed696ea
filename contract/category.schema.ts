import { halLinksSchema } from './hal.schema';
import { z } from './zod';

/** Spec §3 Category on the wire. */
export const categorySchema = z.object({
  id: z.uuid(),
  slug: z.string().min(1),
  name: z.string().min(1),
  parent_id: z.uuid().nullable(),
  _links: halLinksSchema.optional(),
});

/** `GET /{lang}/v2/categories`: every category of the market, parents before their children. */
export const categoryListSchema = z.object({
  total: z.number().int().nonnegative(),
  _embedded: z.object({ 'app:category': z.array(categorySchema) }),
  _links: halLinksSchema.optional(),
});

export type CategoryWire = z.infer<typeof categorySchema>;
export type CategoryListWire = z.infer<typeof categoryListSchema>;
