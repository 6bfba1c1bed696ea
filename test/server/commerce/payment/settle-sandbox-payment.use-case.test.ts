import { describe, expect, it } from 'vitest';
import { MARKETS } from '#domain/market/markets';
import { ConfirmPayment } from '#server/commerce/orders/confirm-payment.use-case';
import { DeclinePayment } from '#server/commerce/orders/decline-payment.use-case';
import { StartCheckout } from '#server/commerce/orders/start-checkout.use-case';
import { SandboxPaymentProvider } from '#server/commerce/payment/sandbox-payment-provider';
import { SettleSandboxPayment } from '#server/commerce/payment/settle-sandbox-payment.use-case';
import { aCartProduct, clockAt, inMemoryCommerce } from '#test/support/server/commerce/in-memory-commerce';

const pl = MARKETS.pl;
const NOW = '2026-03-10T12:00:00.000Z';

const setUp = async () => {
  const commerce = inMemoryCommerce();
  const now = clockAt(NOW);
  const title = aCartProduct(pl.catalogId, 'pl_lalka');
  commerce.carts.products.push(title);
  commerce.carts.items.push({ userId: 'buyer', catalogId: pl.catalogId, productId: title.card.id, at: NOW });
  const confirm = new ConfirmPayment({ ...commerce, now });
  const decline = new DeclinePayment({ ...commerce, now });
  const sandbox = new SandboxPaymentProvider({
    paid: (paymentId) => confirm.execute({ paymentId }),
    declined: (paymentId) => decline.execute({ paymentId }),
  });
  const started = await new StartCheckout({ ...commerce, payments: sandbox, now }).execute({
    userId: 'buyer',
    market: pl,
  });
  if (!started.ok) throw new Error(started.error.code);
  return {
    commerce,
    paymentId: started.value.paymentId,
    settle: new SettleSandboxPayment({ ...commerce, sandbox }),
  };
};

describe('SettleSandboxPayment', () => {
  it("pays through the provider's callback when the buyer presses Pay", async () => {
    const { commerce, paymentId, settle } = await setUp();
    const paid = await settle.execute({ userId: 'buyer', paymentId, action: 'confirm' });
    expect(paid.ok && paid.value.status).toBe('paid');
    expect(commerce.licenses.held).toHaveLength(1);
  });

  it('declines when the buyer presses Decline', async () => {
    const { commerce, paymentId, settle } = await setUp();
    const declined = await settle.execute({ userId: 'buyer', paymentId, action: 'decline' });
    expect(declined.ok && declined.value.status).toBe('declined');
    expect(commerce.licenses.held).toEqual([]);
  });

  it('lets nobody else press the buttons: NOT_THE_BUYER, and the payment stays pending', async () => {
    const { commerce, paymentId, settle } = await setUp();
    for (const action of ['confirm', 'decline'] as const)
      expect(await settle.execute({ userId: 'other', paymentId, action })).toEqual({
        ok: false,
        error: { code: 'NOT_THE_BUYER' },
      });
    expect(commerce.orders.payments[0]?.status).toBe('pending');
    const unknown = await settle.execute({ userId: 'buyer', paymentId: 'nope', action: 'confirm' });
    expect(!unknown.ok && unknown.error.code).toBe('NOT_FOUND');
  });
});
