import { categorySchema } from './category.schema';
import { productCollectionSchema, productListItemSchema } from './product.schema';
import { z } from './zod';

/**
 * `GET /categories/{id}/products`: the category's products and those of its child categories, one page in the
 * order asked for; the category itself is embedded too, so a category page needs one request.
 */
export const categoryProductsSchema = productCollectionSchema.extend({
  _embedded: z.object({
    'app:product': z.array(productListItemSchema),
    'app:category': z.array(categorySchema),
  }),
});

export type CategoryProductsWire = z.infer<typeof categoryProductsSchema>;
