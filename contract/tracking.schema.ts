import { z } from './zod';

/** A paid order as an analytics purchase event: amounts in minor units of `currency`. */
export const purchaseTrackingDataSchema = z.object({
  transaction_id: z.uuid(),
  value: z.int().nonnegative(),
  currency: z.string().length(3),
  coupon: z.string().nullable(),
  discount: z.int().nonnegative(),
  items: z.array(z.object({ item_id: z.string(), item_name: z.string(), price: z.int().nonnegative() })),
});

/** `GET /purchase-tracking-data?order_id=`. */
export const purchaseTrackingQuerySchema = z.object({ order_id: z.uuid() });

/** `GET /tracking-data/club-purchase/{id}`. */
export const clubPurchaseParamsSchema = z.object({ id: z.uuid() });

export type PurchaseTrackingDataWire = z.infer<typeof purchaseTrackingDataSchema>;
