import { halLinksSchema } from './hal.schema';
import { PERSON_KINDS } from '#domain/catalog/person-kind';
import { productListItemSchema } from './product.schema';
import { z } from './zod';

/**
 * `GET /authors/{id}`, `/authors/slug/{slug}`, `/lectors/...`, `/publishers/...`: the person or publisher with a
 * biography and the first page of their products, most popular first; `app:products` links the whole collection.
 */
export const personSchema = z.object({
  id: z.uuid(),
  kind: z.enum(PERSON_KINDS),
  slug: z.string().min(1),
  name: z.string().min(1),
  description: z.string(),
  description_html: z.string(),
  products_total: z.int().nonnegative(),
  _embedded: z.object({ 'app:product': z.array(productListItemSchema) }),
  _links: halLinksSchema.optional(),
});

export type PersonWire = z.infer<typeof personSchema>;
