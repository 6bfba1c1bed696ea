import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import type { OrderKind } from '../../db/tables/commerce.tables';
import type { CartTotals } from '../pricing/promo-discount';
import type { PaymentProvider } from '../payment/payment-provider.port';
import { paymentUnavailable } from '../payment/payment-unavailable';

export interface NewOrder {
  readonly userId: string;
  readonly catalogId: string;
  readonly kind: OrderKind;
  readonly currency: string;
  readonly totals: CartTotals;
  readonly promoCode: string | null;
  readonly lines: readonly { readonly productId: string | null; readonly name: string; readonly price: number }[];
  readonly description: string;
}

export interface StartedOrder {
  readonly orderId: string;
  readonly paymentId: string;
  readonly paymentUrl: string;
}

/** Fails the user's pending orders of a kind in a catalogue, and their payments, so an old payment page pays nothing. */
const supersedePending = async (trx: Transaction<DatabaseSchema>, order: NewOrder, now: string) => {
  const pending = trx
    .selectFrom('orders')
    .select('id')
    .where('user_id', '=', order.userId)
    .where('catalog_id', '=', order.catalogId)
    .where('kind', '=', order.kind)
    .where('status', '=', 'pending');
  await trx
    .updateTable('payments')
    .set({ status: 'declined', completed_at: now })
    .where('status', '=', 'pending')
    .where('order_id', 'in', pending)
    .execute();
  await trx
    .updateTable('orders')
    .set({ status: 'failed', failed_at: now, failure_reason: 'superseded' })
    .where('id', 'in', pending)
    .execute();
};

/**
 * Writes a pending order with its lines and payment in one transaction (prices fixed now), replacing the user's
 * earlier pending order of the same kind, and hands the payment to the provider. Without a provider nothing is
 * written and the answer is 503 PAYMENT_UNAVAILABLE.
 */
export const createOrder = async (
  deps: { readonly db: Kysely<DatabaseSchema>; readonly payments: PaymentProvider | null },
  order: NewOrder,
  now: Date,
): Promise<StartedOrder> => {
  const { payments } = deps;
  if (!payments) throw paymentUnavailable();
  const orderId = randomUUID();
  const paymentId = randomUUID();
  const at = now.toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await supersedePending(trx, order, at);
    await trx
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
        created_at: at,
        paid_at: null,
        failed_at: null,
        failure_reason: null,
      })
      .execute();
    await trx
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
    await trx
      .insertInto('payments')
      .values({
        id: paymentId,
        order_id: orderId,
        provider: payments.name,
        status: 'pending',
        amount: order.totals.total,
        currency: order.currency,
        created_at: at,
        completed_at: null,
      })
      .execute();
  });
  const { redirectUrl } = await payments.start({
    paymentId,
    amount: order.totals.total,
    currency: order.currency,
    description: order.description,
  });
  return { orderId, paymentId, paymentUrl: redirectUrl };
};
