import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '#server/db/schema';
import { type Ledger, POSITION_STEP_MS, savedAtOf } from './crash-ledger';

const sorted = (values: Iterable<string>) => [...values].sort();
const same = (a: readonly string[], b: readonly string[]) => JSON.stringify(a) === JSON.stringify(b);

const groupBy = <T>(rows: readonly T[], key: (row: T) => string) => {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
};

/** How the orders stand, for the test to see that the kills left both paid and unpaid ones. */
export interface OrderCounts {
  readonly paid: number;
  readonly pending: number;
  readonly failed: number;
  readonly licenses: number;
}

/**
 * Reads everything the server wrote and lists each broken promise: an order not wholly applied or wholly untouched,
 * a license without its paid order, a title charged twice, an acknowledged checkout, payment or position save lost.
 */
export const findViolations = async (
  db: Kysely<DatabaseSchema>,
  ledger: Ledger,
): Promise<{ readonly violations: string[]; readonly counts: OrderCounts }> => {
  const [orders, lines, payments, licenses, cartItems, positions] = await Promise.all([
    db.selectFrom('orders').selectAll().execute(),
    db.selectFrom('order_lines').select(['order_id', 'product_id']).execute(),
    db.selectFrom('payments').selectAll().execute(),
    db.selectFrom('licenses').selectAll().execute(),
    db.selectFrom('cart_items').select(['user_id', 'product_id']).execute(),
    db.selectFrom('playback_states').select(['user_id', 'audiobook_id', 'position_ms', 'progress_saved_at']).execute(),
  ]);
  const violations: string[] = [];
  const linesOf = groupBy(lines, (line) => line.order_id);
  const paymentsOf = groupBy(payments, (payment) => payment.order_id);
  const licensesOf = groupBy(licenses, (license) => license.order_id);
  const inCart = new Set(cartItems.map((item) => `${item.user_id}/${item.product_id}`));
  const orderById = new Map(orders.map((order) => [order.id, order]));
  const paymentState = { paid: 'paid', pending: 'pending', failed: 'declined' } as const;

  for (const order of orders) {
    const products = sorted((linesOf.get(order.id) ?? []).flatMap((line) => line.product_id ?? []));
    const granted = licensesOf.get(order.id) ?? [];
    const [payment, ...extra] = paymentsOf.get(order.id) ?? [];
    if (!payment || extra.length > 0) violations.push(`order ${order.id} has ${extra.length + 1} payments`);
    if (payment?.status !== paymentState[order.status])
      violations.push(`order ${order.id} is ${order.status} but its payment is ${payment?.status}`);
    if (order.status === 'paid') {
      if (order.paid_at === null) violations.push(`paid order ${order.id} has no paid_at`);
      if (payment && payment.amount !== order.total) violations.push(`order ${order.id} charged a different amount`);
      if (!same(sorted(granted.map((license) => license.product_id)), products))
        violations.push(`paid order ${order.id} licenses ${granted.length} of its ${products.length} titles`);
      for (const product of products)
        if (inCart.has(`${order.user_id}/${product}`)) violations.push(`paid title ${product} is still in the cart`);
    } else if (granted.length > 0) violations.push(`${order.status} order ${order.id} granted ${granted.length}`);
  }

  for (const license of licenses) {
    const order = orderById.get(license.order_id);
    const covered = (linesOf.get(license.order_id) ?? []).some((line) => line.product_id === license.product_id);
    if (order?.status !== 'paid' || order.user_id !== license.user_id || !covered)
      violations.push(`license ${license.id} has no paid order of its owner for its title`);
  }

  const paidTitles = orders
    .filter((order) => order.status === 'paid')
    .flatMap((order) => (linesOf.get(order.id) ?? []).map((line) => `${order.user_id}/${line.product_id}`));
  if (new Set(paidTitles).size !== paidTitles.length) violations.push('a title was paid for twice');

  for (const [orderId, paymentId] of ledger.checkedOut)
    if (!paymentsOf.get(orderId)?.some((payment) => payment.id === paymentId))
      violations.push(`acknowledged checkout ${orderId} is gone`);
  for (const orderId of ledger.paid)
    if (orderById.get(orderId)?.status !== 'paid') violations.push(`acknowledged payment of ${orderId} is lost`);

  const positionOf = new Map(positions.map((row) => [`${row.user_id}/${row.audiobook_id}`, row]));
  for (const stream of ledger.streams) {
    const row = positionOf.get(`${stream.shopper.userId}/${stream.audiobookId}`);
    const held = row?.position_ms ?? -1;
    const where = `position of ${stream.shopper.userId} in ${stream.audiobookId}`;
    if (held < stream.maxAcked) violations.push(`${where} went back from ${stream.maxAcked} to ${held}`);
    if (held > stream.maxSent) violations.push(`${where} is ${held}, never sent`);
    // Position and order key come from one save, so a torn row would pair them wrongly.
    if (row && row.progress_saved_at !== savedAtOf(ledger, held / POSITION_STEP_MS).toISOString())
      violations.push(`${where} ${held} is stored with the order key of another save`);
  }

  const count = (status: string) => orders.filter((order) => order.status === status).length;
  return {
    violations,
    counts: { paid: count('paid'), pending: count('pending'), failed: count('failed'), licenses: licenses.length },
  };
};
