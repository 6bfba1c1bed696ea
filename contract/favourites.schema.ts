import { productPageSchema } from './product.schema';
import { noLinksQuerySchema } from './query.schema';
import { z } from './zod';

/** Spec §9: the favourites page size when the client names none. */
export const FAVOURITES_PAGE_LIMIT = 30;

/** The most products one favourites or relations command may name. */
export const MAX_PRODUCT_IDS = 100;

const wholeNumber = z.string().regex(/^[0-9]{1,7}$/);

/** `GET /me/favourites?page=&limit=`: 1-based page, 1..100 items, 30 unless given. */
export const favouritesQuerySchema = noLinksQuerySchema.extend({
  page: wholeNumber.transform(Number).pipe(z.int().min(1)).prefault('1'),
  limit: wholeNumber.transform(Number).pipe(z.int().min(1).max(100)).prefault(String(FAVOURITES_PAGE_LIMIT)),
});

/** `{ product_ids }` of AddToFavourites, RemoveFromFavourites and GetProductRelations: 1..100 product UUIDs. */
export const productIdsPayloadSchema = z.object({
  product_ids: z
    .array(z.uuid())
    .refine((ids) => ids.length >= 1, { params: { code: 'EMPTY' } })
    .refine((ids) => ids.length <= MAX_PRODUCT_IDS, { params: { code: 'TOO_MANY' } }),
});

/** `GET /me/favourites`: the viewer's favourites in this market's catalogue, the latest added first. */
export const favouritesPageSchema = productPageSchema;

export type FavouritesQuery = z.infer<typeof favouritesQuerySchema>;
export type ProductIdsPayload = z.infer<typeof productIdsPayloadSchema>;
export type FavouritesPageWire = z.infer<typeof favouritesPageSchema>;
