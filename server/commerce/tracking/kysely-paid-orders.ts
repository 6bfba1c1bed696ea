import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import type { OrderKind } from '../../db/tables/commerce.tables';
import type { PaidOrderRecord, PaidOrders } from './purchase-tracking.port';

/** Paid orders from `orders` and `order_lines`. */
export class KyselyPaidOrders implements PaidOrders {
  constructor(private readonly deps: { readonly db: Kysely<DatabaseSchema> }) {}

  async paidOrder(userId: string, orderId: string, kind: OrderKind): Promise<PaidOrderRecord | null> {
    const { db } = this.deps;
    const order = await db
      .selectFrom('orders')
      .select(['id', 'total', 'currency', 'promo_code', 'discount'])
      .where('id', '=', orderId)
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
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
      id: order.id,
      total: order.total,
      currency: order.currency,
      promoCode: order.promo_code,
      discount: order.discount,
      lines: lines.map((line) => ({ productId: line.product_id, name: line.name, price: line.price })),
    };
  }
}
