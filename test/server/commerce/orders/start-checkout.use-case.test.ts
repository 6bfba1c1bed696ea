import { describe, expect, it } from 'vitest';
import { MARKETS } from '#domain/market/markets';
import type { MinorUnits } from '#domain/pricing/minor-units';
import { StartCheckout } from '#server/commerce/orders/start-checkout.use-case';
import {
  aCartProduct,
  aPromoCode,
  clockAt,
  inMemoryCommerce,
  RecordingPaymentProvider,
} from '#test/support/server/commerce/in-memory-commerce';

const pl = MARKETS.pl;
const NOW = '2026-03-10T12:00:00.000Z';

const setUp = (payments: RecordingPaymentProvider | null = new RecordingPaymentProvider()) => {
  const commerce = inMemoryCommerce();
  const [a, b] = [
    aCartProduct(pl.catalogId, 'pl_a', { discountPrice: 2990 as MinorUnits }),
    aCartProduct(pl.catalogId, 'pl_b'),
  ];
  commerce.carts.products.push(a, b);
  const fill = () => {
    for (const p of [a, b])
      commerce.carts.items.push({ userId: 'u1', catalogId: pl.catalogId, productId: p.card.id, at: NOW });
  };
  const startCheckout = new StartCheckout({ ...commerce, payments, now: clockAt(NOW) });
  return { commerce, a, b, fill, payments, startCheckout };
};

describe('StartCheckout', () => {
  it('writes a pending order of the cart at the prices it shows, and asks the provider to collect the total', async () => {
    const { commerce, a, b, fill, payments, startCheckout } = setUp();
    fill();
    const code = aPromoCode(pl.catalogId, 'WITAJ15', { kind: 'amount', amount: 1500 as MinorUnits });
    commerce.carts.promoCodes.push(code);
    commerce.carts.applied.push({ userId: 'u1', catalogId: pl.catalogId, promoCodeId: code.id });

    const started = await startCheckout.execute({ userId: 'u1', market: pl });
    if (!started.ok) throw new Error(started.error.code);
    const order = commerce.orders.order(started.value.orderId);
    expect(order).toMatchObject({
      kind: 'products',
      status: 'pending',
      currency: 'PLN',
      promoCode: 'WITAJ15',
      totals: { subtotal: 6980, discount: 1500, total: 5480 },
    });
    expect(order?.lines.map((l) => [l.productId, l.price])).toEqual([
      [a.card.id, 2990],
      [b.card.id, 3990],
    ]);
    expect(payments?.requests).toEqual([
      {
        paymentId: started.value.paymentId,
        amount: 5480,
        currency: 'PLN',
        description: `${a.card.name}, ${b.card.name}`,
      },
    ]);
    expect(started.value.paymentUrl).toBe(`/pay/${started.value.paymentId}`);
  });

  it('supersedes the earlier pending order, declining its payment', async () => {
    const { commerce, fill, startCheckout } = setUp();
    fill();
    const first = await startCheckout.execute({ userId: 'u1', market: pl });
    const second = await startCheckout.execute({ userId: 'u1', market: pl });
    if (!first.ok || !second.ok) throw new Error('checkout failed');
    expect(commerce.orders.order(first.value.orderId)).toMatchObject({ status: 'failed', failureReason: 'superseded' });
    expect(commerce.orders.payments.find((p) => p.id === first.value.paymentId)?.status).toBe('declined');
    expect(commerce.orders.order(second.value.orderId)?.status).toBe('pending');
  });

  it('answers CART_EMPTY for an empty cart, before asking for a provider', async () => {
    for (const payments of [new RecordingPaymentProvider(), null]) {
      const { startCheckout } = setUp(payments);
      expect(await startCheckout.execute({ userId: 'u1', market: pl })).toEqual({
        ok: false,
        error: { code: 'CART_EMPTY' },
      });
    }
  });

  it('answers PAYMENT_UNAVAILABLE without a provider and writes nothing', async () => {
    const { commerce, fill, startCheckout } = setUp(null);
    fill();
    expect(await startCheckout.execute({ userId: 'u1', market: pl })).toEqual({
      ok: false,
      error: { code: 'PAYMENT_UNAVAILABLE' },
    });
    expect(commerce.orders.orders).toEqual([]);
  });
});
