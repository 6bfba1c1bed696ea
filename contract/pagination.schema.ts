import { PRODUCT_SORTS, SORT_ORDERS } from '#domain/catalog/product-sort';
import { ITEMS_LIMIT } from '#domain/shell/item-list';
import { noLinksQuerySchema } from './query.schema';
import { z } from './zod';

/** Spec §9 "Items limit 15": the page size of a collection when the client names none. */
export const DEFAULT_PAGE_LIMIT = ITEMS_LIMIT;

/** The largest page a client may ask for. */
export const MAX_PAGE_LIMIT = 100;

// Query values are strings: digits only, so "1.5", "1e3", " 2" and "-1" are rejected rather than coerced.
const wholeNumber = z.string().regex(/^[0-9]{1,7}$/);

/** `page` (1-based, default 1) and `limit` (1..100, default 15) of api-contract "Collections". */
export const pageQuerySchema = noLinksQuerySchema.extend({
  page: wholeNumber.transform(Number).pipe(z.int().min(1)).prefault('1'),
  limit: wholeNumber.transform(Number).pipe(z.int().min(1).max(MAX_PAGE_LIMIT)).prefault(String(DEFAULT_PAGE_LIMIT)),
});

/** A page of a product collection, ordered by `sort` in `order` (its natural direction when left out). */
export const productCollectionQuerySchema = pageQuerySchema.extend({
  sort: z.enum(PRODUCT_SORTS).optional(),
  order: z.enum(SORT_ORDERS).optional(),
});

export type PageQuery = z.infer<typeof pageQuerySchema>;
export type ProductCollectionQuery = z.infer<typeof productCollectionQuerySchema>;

/** The paging fields every collection carries: `pages` is 0 when the collection is empty. */
export const pageFieldsSchema = z.object({
  page: z.int().min(1),
  limit: z.int().min(1).max(MAX_PAGE_LIMIT),
  pages: z.int().nonnegative(),
  total: z.int().nonnegative(),
});

/** The order a sorted collection was served in, echoed back. */
export const sortFieldsSchema = z.object({
  sort: z.enum(PRODUCT_SORTS),
  order: z.enum(SORT_ORDERS),
});
