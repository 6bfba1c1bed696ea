import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import { extendClubUntil } from '../club/club-period';
import type { PaidOrderRef, PaymentOutcome } from '../payment/payment-provider.port';

/** Thrown inside the confirming transaction to roll it back when a title of the order is owned already. */
class AlreadyOwned extends Error {}

const orderOfPayment = (db: Kysely<DatabaseSchema>, paymentId: string) =>
  db
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

const refOf = (row: { orderId: string; kind: 'products' | 'club'; catalogId: string }): PaidOrderRef => ({
  orderId: row.orderId,
  kind: row.kind,
  catalogId: row.catalogId,
});

/** Grants one license per title of the order and takes those titles and the used promo code out of the cart. */
const grantLicenses = async (
  trx: Transaction<DatabaseSchema>,
  order: { orderId: string; userId: string; catalogId: string },
  at: string,
) => {
  const lines = await trx
    .selectFrom('order_lines')
    .select('product_id')
    .where('order_id', '=', order.orderId)
    .execute();
  const productIds = lines.flatMap((line) => (line.product_id === null ? [] : [line.product_id]));
  if (productIds.length === 0) return;
  const owned = await trx
    .selectFrom('licenses')
    .select('product_id')
    .where('user_id', '=', order.userId)
    .where('product_id', 'in', productIds)
    .executeTakeFirst();
  if (owned) throw new AlreadyOwned();
  // The unique (user, product) constraint still guards a concurrent grant: the insert fails and so does the payment.
  await trx
    .insertInto('licenses')
    .values(
      productIds.map((productId) => ({
        id: randomUUID(),
        user_id: order.userId,
        product_id: productId,
        order_id: order.orderId,
        granted_at: at,
      })),
    )
    .execute();
  await trx
    .deleteFrom('cart_items')
    .where('user_id', '=', order.userId)
    .where('product_id', 'in', productIds)
    .execute();
  await trx
    .deleteFrom('cart_promo_codes')
    .where('user_id', '=', order.userId)
    .where('catalog_id', '=', order.catalogId)
    .execute();
};

/** Adds a paid month to the user's club period and (re)starts renewal. */
const extendClub = async (trx: Transaction<DatabaseSchema>, userId: string, now: Date) => {
  const user = await trx.selectFrom('users').select('club_until').where('id', '=', userId).executeTakeFirstOrThrow();
  await trx
    .updateTable('users')
    .set({ club_until: extendClubUntil(user.club_until, now).toISOString() })
    .where('id', '=', userId)
    .execute();
  await trx
    .insertInto('club_memberships')
    .values({ user_id: userId, joined_at: now.toISOString(), club_cancelled_at: null, cancel_reason_id: null })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ club_cancelled_at: null, cancel_reason_id: null }))
    .execute();
};

/**
 * The provider says a payment went through. In one transaction: the payment goes from pending to paid (only one
 * caller can win that update), its order is paid, and the order is applied (licenses, or a club month). A replay
 * finds the payment no longer pending and changes nothing. If a title was bought meanwhile, nothing is applied and
 * the payment is declined instead, so the buyer is never charged twice for it.
 */
export const confirmPayment = async (
  db: Kysely<DatabaseSchema>,
  paymentId: string,
  now: Date,
): Promise<PaymentOutcome> => {
  const at = now.toISOString();
  try {
    return await db.transaction().execute(async (trx): Promise<PaymentOutcome> => {
      const row = await orderOfPayment(trx, paymentId);
      if (!row) return { status: 'unknown' };
      const claimed = await trx
        .updateTable('payments')
        .set({ status: 'paid', completed_at: at })
        .where('id', '=', paymentId)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (claimed.numUpdatedRows !== 1n) {
        const current = await orderOfPayment(trx, paymentId);
        return { status: current?.paymentStatus === 'paid' ? 'already-paid' : 'not-pending', order: refOf(row) };
      }
      const paid = await trx
        .updateTable('orders')
        .set({ status: 'paid', paid_at: at })
        .where('id', '=', row.orderId)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (paid.numUpdatedRows !== 1n) throw new Error(`Order ${row.orderId} of a pending payment is not pending`);
      if (row.kind === 'club') await extendClub(trx, row.userId, now);
      else await grantLicenses(trx, row, at);
      return { status: 'paid', order: refOf(row) };
    });
  } catch (error) {
    if (!(error instanceof AlreadyOwned)) throw error;
    const outcome = await failPayment(db, paymentId, 'already-owned', now);
    return outcome.status === 'unknown' ? outcome : { status: 'failed', reason: 'already-owned', order: outcome.order };
  }
};

/** Declines a pending payment and fails its order (the buyer declined, or the order cannot be applied). */
export const failPayment = async (
  db: Kysely<DatabaseSchema>,
  paymentId: string,
  reason: 'declined' | 'already-owned',
  now: Date,
): Promise<PaymentOutcome> => {
  const at = now.toISOString();
  return db.transaction().execute(async (trx): Promise<PaymentOutcome> => {
    const row = await orderOfPayment(trx, paymentId);
    if (!row) return { status: 'unknown' };
    const declined = await trx
      .updateTable('payments')
      .set({ status: 'declined', completed_at: at })
      .where('id', '=', paymentId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (declined.numUpdatedRows !== 1n) return { status: 'not-pending', order: refOf(row) };
    await trx
      .updateTable('orders')
      .set({ status: 'failed', failed_at: at, failure_reason: reason })
      .where('id', '=', row.orderId)
      .where('status', '=', 'pending')
      .execute();
    return { status: 'declined', order: refOf(row) };
  });
};
