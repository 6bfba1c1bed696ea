import { describe, expect, it } from 'vitest';
import { MARKETS } from '#domain/market/markets';
import { ConfirmPayment } from '#server/commerce/orders/confirm-payment.use-case';
import { DeclinePayment } from '#server/commerce/orders/decline-payment.use-case';
import {
  clockAt,
  commerceWithTitleInCart,
  RecordingPaymentProvider,
  startedCheckout,
} from '#test/support/server/commerce/in-memory-commerce';

const pl = MARKETS.pl;
const NOW = '2026-03-10T12:00:00.000Z';

const setUp = () => {
  const { commerce } = commerceWithTitleInCart(pl.catalogId, 'u1', NOW);
  const deps = { ...commerce, payments: new RecordingPaymentProvider(), now: clockAt(NOW) };
  const checkout = () => startedCheckout(deps, { userId: 'u1', market: pl });
  return { commerce, checkout, confirmPayment: new ConfirmPayment(deps), declinePayment: new DeclinePayment(deps) };
};

describe('DeclinePayment', () => {
  it('declines the payment and fails its order, leaving the cart for another try', async () => {
    const { commerce, checkout, confirmPayment, declinePayment } = setUp();
    const { orderId, paymentId } = await checkout();
    const declined = await declinePayment.execute({ paymentId });
    expect(declined.ok && declined.value.status).toBe('declined');
    expect(commerce.orders.order(orderId)).toMatchObject({ status: 'failed', failureReason: 'declined' });
    const later = await confirmPayment.execute({ paymentId });
    expect(later.ok && later.value.status).toBe('not-pending');
    expect(commerce.licenses.held).toEqual([]);
    expect(commerce.carts.items).toHaveLength(1);
  });

  it('answers NOT_FOUND for an unknown payment', async () => {
    const { declinePayment } = setUp();
    const declined = await declinePayment.execute({ paymentId: 'nope' });
    expect(!declined.ok && declined.error.code).toBe('NOT_FOUND');
  });
});
