import { z } from './zod';

/** Spec §3 "Product relations": what the viewer has to do with a product. */
export const productRelationSchema = z.object({ favorite: z.boolean() });

/** GetProductRelations (and the favourites commands): a relation for every product id that was asked about. */
export const productRelationsSchema = z.object({
  relations: z.record(z.uuid(), productRelationSchema),
});

export type ProductRelationsWire = z.infer<typeof productRelationsSchema>;
