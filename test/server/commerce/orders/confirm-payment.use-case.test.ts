import { describe, expect, it } from 'vitest';
import { MARKETS } from '#domain/market/markets';
import { JoinClub } from '#server/commerce/club/join-club.use-case';
import { ConfirmPayment } from '#server/commerce/orders/confirm-payment.use-case';
import {
  aPromoCode,
  clockAt,
  commerceWithTitleInCart,
  RecordingPaymentProvider,
  startedCheckout,
} from '#test/support/server/commerce/in-memory-commerce';

const pl = MARKETS.pl;
const NOW = '2026-03-10T12:00:00.000Z';

const setUp = () => {
  const { commerce, title } = commerceWithTitleInCart(pl.catalogId, 'u1', NOW);
  const code = aPromoCode(pl.catalogId, 'WELCOME10', { kind: 'percent', percent: 10 });
  commerce.carts.promoCodes.push(code);
  commerce.carts.applied.push({ userId: 'u1', catalogId: pl.catalogId, promoCodeId: code.id });
  const deps = { ...commerce, payments: new RecordingPaymentProvider(), now: clockAt(NOW), product: 'audiora' };
  const checkout = () => startedCheckout(deps, { userId: 'u1', market: pl });
  return {
    commerce,
    title,
    checkout,
    joinClub: new JoinClub(deps),
    confirmPayment: new ConfirmPayment(deps),
  };
};

describe('ConfirmPayment', () => {
  it('pays the order, grants its licenses and takes the titles and the used code out of the cart', async () => {
    const { commerce, title, checkout, confirmPayment } = setUp();
    const { orderId, paymentId } = await checkout();
    expect(await confirmPayment.execute({ paymentId })).toEqual({
      ok: true,
      value: { status: 'paid', order: { orderId, kind: 'products', catalogId: pl.catalogId } },
    });
    expect(commerce.licenses.held).toEqual([{ userId: 'u1', productId: title.card.id, orderId }]);
    expect(commerce.orders.order(orderId)?.status).toBe('paid');
    expect(commerce.carts.items).toEqual([]);
    expect(commerce.carts.applied).toEqual([]);
  });

  it('charges once when confirmed twice at the same time, and a replay changes nothing', async () => {
    const { commerce, checkout, confirmPayment } = setUp();
    const { paymentId } = await checkout();
    const answers = await Promise.all([confirmPayment.execute({ paymentId }), confirmPayment.execute({ paymentId })]);
    expect(answers.map((a) => a.ok && a.value.status).sort()).toEqual(['already-paid', 'paid']);
    const replay = await confirmPayment.execute({ paymentId });
    expect(replay.ok && replay.value.status).toBe('already-paid');
    expect(commerce.licenses.held).toHaveLength(1);
  });

  it('declines instead of charging twice when a title of the order was bought meanwhile, applying nothing', async () => {
    const { commerce, title, checkout, confirmPayment } = setUp();
    const { orderId, paymentId } = await checkout();
    commerce.licenses.held.push({ userId: 'u1', productId: title.card.id, orderId: 'earlier' });
    const confirmed = await confirmPayment.execute({ paymentId });
    expect(confirmed).toEqual({
      ok: true,
      value: {
        status: 'failed',
        reason: 'already-owned',
        order: { orderId, kind: 'products', catalogId: pl.catalogId },
      },
    });
    expect(commerce.orders.order(orderId)).toMatchObject({ status: 'failed', failureReason: 'already-owned' });
    expect(commerce.orders.payments.find((p) => p.id === paymentId)?.status).toBe('declined');
    expect(commerce.licenses.held).toHaveLength(1);
    expect(commerce.carts.items).toHaveLength(1);
  });

  it('adds a club month from the end of the running period and restarts renewal', async () => {
    const { commerce, joinClub, confirmPayment } = setUp();
    commerce.club.periods.set('u1', '2026-03-31T10:00:00.000Z');
    commerce.club.cancellations.set('u1', { at: NOW, reasonId: 'other' });
    const started = await joinClub.execute({ userId: 'u1', market: pl });
    if (!started.ok) throw new Error(started.error.code);
    const confirmed = await confirmPayment.execute({ paymentId: started.value.paymentId });
    expect(confirmed.ok && confirmed.value.status).toBe('paid');
    expect(commerce.club.periods.get('u1')).toBe('2026-04-30T10:00:00.000Z');
    expect(commerce.club.cancellations.get('u1')).toBeNull();
  });

  it('answers NOT_FOUND for an unknown payment', async () => {
    const { confirmPayment } = setUp();
    expect(await confirmPayment.execute({ paymentId: 'nope' })).toEqual({
      ok: false,
      error: { code: 'NOT_FOUND', what: 'Payment' },
    });
  });
});
