import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import type { OrderKind } from '../../db/tables/commerce.tables';

/** A paid order as an analytics purchase event describes it (amounts in minor units). */
export interface PurchaseTrackingData {
  readonly transactionId: string;
  readonly value: number;
  readonly currency: string;
  readonly coupon: string | null;
  readonly discount: number;
  readonly items: readonly { readonly itemId: string; readonly itemName: string; readonly price: number }[];
}

/** The club line has no product; analytics gets a stable item id for it. */
export const CLUB_ITEM_ID = 'club-monthly';

/** The viewer's own paid order of a kind as a purchase event, or null (unknown, not theirs, not paid). */
export const readPurchaseTrackingData = async (
  db: Kysely<DatabaseSchema>,
  input: { readonly userId: string; readonly orderId: string; readonly kind: OrderKind },
): Promise<PurchaseTrackingData | null> => {
  const order = await db
    .selectFrom('orders')
    .select(['id', 'total', 'currency', 'promo_code', 'discount'])
    .where('id', '=', input.orderId)
    .where('user_id', '=', input.userId)
    .where('kind', '=', input.kind)
    .where('status', '=', 'paid')
    .executeTakeFirst();
  if (!order) return null;
  const lines = await db
    .selectFrom('order_lines')
    .select(['product_id', 'name', 'price'])
    .where('order_id', '=', order.id)
    .orderBy('position')
    .execute();
  return {
    transactionId: order.id,
    value: order.total,
    currency: order.currency,
    coupon: order.promo_code,
    discount: order.discount,
    items: lines.map((line) => ({ itemId: line.product_id ?? CLUB_ITEM_ID, itemName: line.name, price: line.price })),
  };
};
