import { describe, expect, it } from 'vitest';
import { MARKETS } from '#domain/market/markets';
import { JoinClub } from '#server/commerce/club/join-club.use-case';
import { clockAt, inMemoryCommerce, RecordingPaymentProvider } from '#test/support/server/commerce/in-memory-commerce';

const setUp = (payments: RecordingPaymentProvider | null = new RecordingPaymentProvider()) => {
  const commerce = inMemoryCommerce();
  const joinClub = new JoinClub({
    ...commerce,
    payments,
    now: clockAt('2026-03-10T12:00:00.000Z'),
    product: 'audiora',
  });
  return { commerce, payments, joinClub };
};

describe('JoinClub', () => {
  it.each([
    ['pl', 3990, 'PLN'],
    ['cz', 24900, 'CZK'],
    ['de', 999, 'EUR'],
    ['tr', 29900, 'TRY'],
  ] as const)('sells one month in %s at the club price, %i %s', async (locale, total, currency) => {
    const { commerce, payments, joinClub } = setUp();
    const started = await joinClub.execute({ userId: 'u1', market: MARKETS[locale] });
    if (!started.ok) throw new Error(started.error.code);
    expect(commerce.orders.order(started.value.orderId)).toMatchObject({
      kind: 'club',
      currency,
      totals: { subtotal: total, discount: 0, total },
      lines: [{ productId: null, name: 'audiora club, 1 month', price: total }],
    });
    expect(payments?.requests[0]).toMatchObject({ amount: total, currency, description: 'audiora club, 1 month' });
  });

  it.each(['sk', 'es'] as const)('answers CLUB_NOT_AVAILABLE in %s, before asking for a provider', async (locale) => {
    for (const payments of [new RecordingPaymentProvider(), null]) {
      const { commerce, joinClub } = setUp(payments);
      expect(await joinClub.execute({ userId: 'u1', market: MARKETS[locale] })).toEqual({
        ok: false,
        error: { code: 'CLUB_NOT_AVAILABLE' },
      });
      expect(commerce.orders.orders).toEqual([]);
    }
  });

  it('answers PAYMENT_UNAVAILABLE without a provider and writes nothing', async () => {
    const { commerce, joinClub } = setUp(null);
    expect(await joinClub.execute({ userId: 'u1', market: MARKETS.pl })).toEqual({
      ok: false,
      error: { code: 'PAYMENT_UNAVAILABLE' },
    });
    expect(commerce.orders.orders).toEqual([]);
  });
});
