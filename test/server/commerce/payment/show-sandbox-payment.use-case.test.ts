import { describe, expect, it } from 'vitest';
import { cartTotals } from '#domain/pricing/cart-totals';
import type { MinorUnits } from '#domain/pricing/minor-units';
import { ShowSandboxPayment } from '#server/commerce/payment/show-sandbox-payment.use-case';
import { InMemoryOrders } from '#test/support/server/commerce/in-memory-commerce';

describe('ShowSandboxPayment', () => {
  const setUp = () => {
    const orders = new InMemoryOrders();
    orders.orders.push({
      id: 'o1',
      userId: 'buyer',
      catalogId: 'pl',
      kind: 'products',
      currency: 'PLN',
      totals: cartTotals([3990 as MinorUnits], null),
      promoCode: null,
      lines: [],
      status: 'pending',
      failureReason: null,
    });
    orders.payments.push({
      id: 'p1',
      orderId: 'o1',
      provider: 'sandbox',
      amount: 3990,
      currency: 'PLN',
      status: 'pending',
    });
    orders.payments.push({
      id: 'p2',
      orderId: 'o1',
      provider: 'card',
      amount: 3990,
      currency: 'PLN',
      status: 'pending',
    });
    return new ShowSandboxPayment({ orders, provider: 'sandbox' });
  };

  it('shows the buyer their payment of the sandbox provider', async () => {
    expect(await setUp().execute({ userId: 'buyer', paymentId: 'p1' })).toEqual({
      ok: true,
      value: { id: 'p1', amount: 3990, currency: 'PLN', status: 'pending', buyerId: 'buyer' },
    });
  });

  it("answers NOT_THE_BUYER for another user's payment, and NOT_FOUND for an unknown one or another provider's", async () => {
    const show = setUp();
    expect(await show.execute({ userId: 'other', paymentId: 'p1' })).toEqual({
      ok: false,
      error: { code: 'NOT_THE_BUYER' },
    });
    for (const paymentId of ['nope', 'p2'])
      expect(await show.execute({ userId: 'buyer', paymentId })).toEqual({
        ok: false,
        error: { code: 'NOT_FOUND', what: 'Payment' },
      });
  });
});
