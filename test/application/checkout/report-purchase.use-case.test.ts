import { describe, expect, it } from 'vitest';
import { ReportPurchase } from '#application/checkout/report-purchase.use-case';
import type { AnalyticsPurchase } from '#application/ports/analytics.port';
import { InMemoryPurchaseTracking } from '#test/support/fakes/in-memory-purchase-tracking';
import { InMemoryReportedOrders } from '#test/support/fakes/in-memory-reported-orders';
import { RecordingAnalytics } from '#test/support/fakes/recording-analytics';

const CLUB_ORDER = '6f1c2a52-9a55-4c55-8f0e-0a0f4a0b2c11';
const TITLES_ORDER = '0d9f0a7e-31b8-4f7e-9a40-4f6d5f3c0e22';

const purchase = (transactionId: string, value: number): AnalyticsPurchase => ({
  transactionId,
  value,
  currency: 'PLN',
  coupon: null,
  discount: 0,
  items: [{ id: 'club', name: 'Audiora club, 1 month', index: 0, price: value, currency: 'PLN' }],
});

/** One browser: its storage of reported orders is shared by the tabs (use cases) made over it. */
const browser = () => {
  const tracking = new InMemoryPurchaseTracking()
    .paid('club', purchase(CLUB_ORDER, 39.9))
    .paid('products', purchase(TITLES_ORDER, 59.8));
  const reportedOrders = new InMemoryReportedOrders();
  const analytics = new RecordingAnalytics();
  const tab = () => new ReportPurchase({ tracking, reportedOrders, analytics });
  return { tracking, reportedOrders, analytics, tab };
};

describe('ReportPurchase (issue 22 purchase analytics)', () => {
  it.each([
    ['club', CLUB_ORDER, 39.9],
    ['products', TITLES_ORDER, 59.8],
  ] as const)('tracks a paid %s order as one purchase event', async (kind, orderId, value) => {
    const { analytics, tab } = browser();
    expect(await tab().execute({ locale: 'pl', orderId, kind })).toEqual({ ok: true, value: 'reported' });
    expect(analytics.events).toEqual([{ name: 'purchase', purchase: purchase(orderId, value) }]);
  });

  it('tracks it once however often the success page is loaded, in this tab or another', async () => {
    const { analytics, tracking, tab } = browser();
    const input = { locale: 'pl', orderId: CLUB_ORDER, kind: 'club' } as const;
    await tab().execute(input);
    expect(await tab().execute(input)).toEqual({ ok: true, value: 'already-reported' });
    expect(await browser().tab().execute(input)).toEqual({ ok: true, value: 'reported' });
    expect(analytics.events).toHaveLength(1);
    expect(tracking.asked).toHaveLength(1);
  });

  it('stays silent on a page opened twice at once: the second finds the order being reported', async () => {
    const { analytics, tab } = browser();
    const input = { locale: 'cz', orderId: CLUB_ORDER, kind: 'club' } as const;
    const answers = await Promise.all([tab().execute(input), tab().execute(input)]);
    expect(answers.map((answer) => answer.ok && answer.value).sort()).toEqual(['already-reported', 'reported']);
    expect(analytics.events).toHaveLength(1);
  });

  it('tracks nothing for an order it cannot read, and reports it on a later visit', async () => {
    const { analytics, tracking, reportedOrders, tab } = browser();
    const input = { locale: 'de', orderId: CLUB_ORDER, kind: 'club' } as const;
    tracking.failWith({ code: 'PURCHASE.UNAVAILABLE' });
    expect(await tab().execute(input)).toEqual({ ok: false, error: { code: 'PURCHASE.UNAVAILABLE' } });
    expect(reportedOrders.has(CLUB_ORDER)).toBe(false);
    expect(analytics.events).toEqual([]);

    tracking.failWith(null);
    expect(await tab().execute(input)).toEqual({ ok: true, value: 'reported' });
    expect(analytics.events).toHaveLength(1);
  });

  it('tracks nothing for an order that is not a paid one of the viewer of that kind', async () => {
    const { analytics, tab } = browser();
    const asTitles = await tab().execute({ locale: 'pl', orderId: CLUB_ORDER, kind: 'products' });
    expect(asTitles).toEqual({ ok: false, error: { code: 'PURCHASE.NOT_FOUND' } });
    expect(analytics.events).toEqual([]);
  });
});
