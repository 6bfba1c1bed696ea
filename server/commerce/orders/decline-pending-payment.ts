import { err, ok, type Result } from '#domain/shared/result';
import { type NotFound, notFound } from '../../shared/server-error';
import type { UnitOfWork } from '../../shared/unit-of-work.port';
import type { PaidOrderRef, PaymentOutcome } from '../payment/payment-provider.port';
import type { OrderRepository, PaymentOfOrder } from './order-repository.port';

export type PaymentsUnitOfWork<R = object> = UnitOfWork<R & { readonly orders: OrderRepository }>;

/** The order a payment pays for, as the provider's redirect needs it. */
export const refOf = (payment: PaymentOfOrder): PaidOrderRef => ({
  orderId: payment.orderId,
  kind: payment.kind,
  catalogId: payment.catalogId,
});

/**
 * Declines a pending payment and fails its order with the reason (the buyer declined, or the order cannot be
 * applied); a payment no longer pending is left as it is (`not-pending`), an unknown one is NOT_FOUND.
 */
export const declinePendingPayment = (
  unitOfWork: PaymentsUnitOfWork,
  paymentId: string,
  reason: 'declined' | 'already-owned',
  now: Date,
): Promise<Result<PaymentOutcome, NotFound>> =>
  unitOfWork.run(async ({ orders }): Promise<Result<PaymentOutcome, NotFound>> => {
    const payment = await orders.paymentOf(paymentId);
    if (!payment) return err(notFound('Payment'));
    if (!(await orders.settlePayment(paymentId, 'declined', now))) {
      return ok({ status: 'not-pending', order: refOf(payment) });
    }
    await orders.markFailed(payment.orderId, reason, now);
    return ok({ status: 'declined', order: refOf(payment) });
  });
