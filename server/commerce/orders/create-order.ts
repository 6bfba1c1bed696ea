import { err, ok, type Result } from '#domain/shared/result';
import type { UnitOfWork } from '../../shared/unit-of-work.port';
import type { CommerceError } from '../commerce.errors';
import type { PaymentProvider } from '../payment/payment-provider.port';
import type { NewOrder, OrderRepository } from './order-repository.port';

export interface CreateOrderDeps {
  readonly unitOfWork: UnitOfWork<{ readonly orders: OrderRepository }>;
  /** Null where the server takes no payments. */
  readonly payments: PaymentProvider | null;
}

export interface StartedOrder {
  readonly orderId: string;
  readonly paymentId: string;
  readonly paymentUrl: string;
}

export type OrderToCreate = Omit<NewOrder, 'provider'> & {
  /** What the payment provider shows the buyer. */
  readonly description: string;
};

/**
 * The step checkout and the club share: writes a pending order with its lines and payment at once (prices fixed now),
 * replacing the user's earlier pending order of the same kind so an old payment page pays nothing, and hands the
 * payment to the provider. Without a provider nothing is written: PAYMENT_UNAVAILABLE.
 */
export const createOrder = async (
  deps: CreateOrderDeps,
  order: OrderToCreate,
  now: Date,
): Promise<Result<StartedOrder, CommerceError>> => {
  const { payments } = deps;
  if (!payments) return err({ code: 'PAYMENT_UNAVAILABLE' });
  const { description, ...stored } = order;
  const written = await deps.unitOfWork.run(
    async ({ orders }): Promise<Result<{ readonly orderId: string; readonly paymentId: string }, never>> => {
      await orders.failPendingOrders(order, 'superseded', now);
      return ok(await orders.insertPending({ ...stored, provider: payments.name }, now));
    },
  );
  if (!written.ok) return written;
  const { orderId, paymentId } = written.value;
  const { redirectUrl } = await payments.start({
    paymentId,
    amount: order.totals.total,
    currency: order.currency,
    description,
  });
  return ok({ orderId, paymentId, paymentUrl: redirectUrl });
};
