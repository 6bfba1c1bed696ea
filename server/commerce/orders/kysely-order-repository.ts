import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import type { OrderKind } from '../../db/tables/commerce.tables';
import type { NewOrder, OrderRepository, PaymentOfOrder, ProviderPayment } from './order-repository.port';

/** Orders in SQL: `orders`, `order_lines` and `payments`; each status change is a conditional update. */
export class KyselyOrderRepository implements OrderRepository {
  constructor(private readonly deps: { readonly db: Kysely<DatabaseSchema> }) {}

  async failPendingOrders(
    order: { readonly userId: string; readonly catalogId: string; readonly kind: OrderKind },
    reason: string,
    at: Date,
  ): Promise<void> {
    const { db } = this.deps;
    const now = at.toISOString();
    const pending = db
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', order.userId)
      .where('catalog_id', '=', order.catalogId)
      .where('kind', '=', order.kind)
      .where('status', '=', 'pending');
    await db
      .updateTable('payments')
      .set({ status: 'declined', completed_at: now })
      .where('status', '=', 'pending')
      .where('order_id', 'in', pending)
      .execute();
    await db
      .updateTable('orders')
      .set({ status: 'failed', failed_at: now, failure_reason: reason })
      .where('id', 'in', pending)
      .execute();
  }

  async insertPending(order: NewOrder, at: Date): Promise<{ readonly orderId: string; readonly paymentId: string }> {
    const { db } = this.deps;
    const orderId = randomUUID();
    const paymentId = randomUUID();
    const now = at.toISOString();
    await db
      .insertInto('orders')
      .values({
        id: orderId,
        user_id: order.userId,
        catalog_id: order.catalogId,
        kind: order.kind,
        status: 'pending',
        currency: order.currency,
        subtotal: order.totals.subtotal,
        discount: order.totals.discount,
        total: order.totals.total,
        promo_code: order.promoCode,
        created_at: now,
        paid_at: null,
        failed_at: null,
        failure_reason: null,
      })
      .execute();
    await db
      .insertInto('order_lines')
      .values(
        order.lines.map((line, position) => ({
          id: randomUUID(),
          order_id: orderId,
          position,
          product_id: line.productId,
          name: line.name.slice(0, 300),
          price: line.price,
        })),
      )
      .execute();
    await db
      .insertInto('payments')
      .values({
        id: paymentId,
        order_id: orderId,
        provider: order.provider,
        status: 'pending',
        amount: order.totals.total,
        currency: order.currency,
        created_at: now,
        completed_at: null,
      })
      .execute();
    return { orderId, paymentId };
  }

  async paymentOf(paymentId: string): Promise<PaymentOfOrder | null> {
    const row = await this.deps.db
      .selectFrom('payments')
      .innerJoin('orders', 'orders.id', 'payments.order_id')
      .select([
        'payments.status as paymentStatus',
        'orders.id as orderId',
        'orders.kind',
        'orders.catalog_id as catalogId',
        'orders.user_id as userId',
      ])
      .where('payments.id', '=', paymentId)
      .executeTakeFirst();
    return row ?? null;
  }

  async settlePayment(paymentId: string, status: 'paid' | 'declined', at: Date): Promise<boolean> {
    const result = await this.deps.db
      .updateTable('payments')
      .set({ status, completed_at: at.toISOString() })
      .where('id', '=', paymentId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  async markPaid(orderId: string, at: Date): Promise<boolean> {
    const result = await this.deps.db
      .updateTable('orders')
      .set({ status: 'paid', paid_at: at.toISOString() })
      .where('id', '=', orderId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  async markFailed(orderId: string, reason: string, at: Date): Promise<void> {
    await this.deps.db
      .updateTable('orders')
      .set({ status: 'failed', failed_at: at.toISOString(), failure_reason: reason })
      .where('id', '=', orderId)
      .where('status', '=', 'pending')
      .execute();
  }

  async productIdsOf(orderId: string): Promise<readonly string[]> {
    const lines = await this.deps.db
      .selectFrom('order_lines')
      .select('product_id')
      .where('order_id', '=', orderId)
      .execute();
    return lines.flatMap((line) => (line.product_id === null ? [] : [line.product_id]));
  }

  async providerPayment(paymentId: string, provider: string): Promise<ProviderPayment | null> {
    const payment = await this.deps.db
      .selectFrom('payments')
      .innerJoin('orders', 'orders.id', 'payments.order_id')
      .select(['payments.id', 'payments.amount', 'payments.currency', 'payments.status', 'orders.user_id as buyerId'])
      .where('payments.id', '=', paymentId)
      .where('payments.provider', '=', provider)
      .executeTakeFirst();
    return payment ?? null;
  }
}
