import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsPurchase } from '#application/ports/analytics.port';
import type { PurchaseTrackingPort } from '#application/ports/purchase-tracking.port';
import { KyPurchaseTracking } from '#infrastructure/http/ky-purchase-tracking';
import {
  addToCart,
  checkout,
  joinClubAndPay,
  createSignedInUser,
  pressSandbox,
  sellableProducts,
  sendCommand,
} from '#test/support/server/commerce/commerce-fixtures';
import { createTestApp, type TestApp } from '#test/support/server/test-server';
import { InMemoryPurchaseTracking } from '#test/support/fakes/in-memory-purchase-tracking';
import { pageHttp } from './adapter-http';
import { BrowserCookies } from './browser-cookies';

interface Subject {
  /** A buyer with a paid club month, a paid title and an order still to pay. */
  readonly buyer: PurchaseTrackingPort;
  readonly clubOrderId: string;
  readonly titleOrder: { readonly id: string; readonly name: string; readonly price: number };
  readonly pendingOrderId: string;
  readonly visitor: PurchaseTrackingPort;
  readonly teardown: () => Promise<void>;
}

/** What every PurchaseTrackingPort must do: a paid order of the viewer as a purchase event in major units, else none. */
const purchaseTrackingContract = (name: string, setup: () => Promise<Subject>) => {
  describe(`PurchaseTrackingPort contract: ${name}`, () => {
    let subject: Subject;

    beforeAll(async () => {
      subject = await setup();
    });

    afterAll(async () => {
      await subject.teardown();
    });

    it('answers a paid club month at the market’s price, in major units', async () => {
      const result = await subject.buyer.purchase('pl', subject.clubOrderId, 'club');
      expect(result).toMatchObject({
        ok: true,
        value: { transactionId: subject.clubOrderId, value: 39.9, currency: 'PLN', coupon: null, discount: 0 },
      });
      expect(result.ok && result.value.items.map((item) => item.price)).toEqual([39.9]);
    });

    it('answers a paid title with its name and price', async () => {
      const { id, name: title, price } = subject.titleOrder;
      const result = await subject.buyer.purchase('pl', id, 'products');
      expect(result).toMatchObject({ ok: true, value: { transactionId: id, value: price, currency: 'PLN' } });
      expect(result.ok && result.value.items.map(({ name: n, price: p }) => ({ n, p }))).toEqual([
        { n: title, p: price },
      ]);
    });

    it('knows no order of another kind, still to pay or made up', async () => {
      const none = { ok: false, error: { code: 'PURCHASE.NOT_FOUND' } };
      expect(await subject.buyer.purchase('pl', subject.clubOrderId, 'products')).toEqual(none);
      expect(await subject.buyer.purchase('pl', subject.titleOrder.id, 'club')).toEqual(none);
      expect(await subject.buyer.purchase('pl', subject.pendingOrderId, 'club')).toEqual(none);
      expect(await subject.buyer.purchase('pl', randomUUID(), 'products')).toEqual(none);
    });

    it('refuses a visitor', async () => {
      expect(await subject.visitor.purchase('pl', subject.clubOrderId, 'club')).toEqual({
        ok: false,
        error: { code: 'AUTH.NOT_SIGNED_IN' },
      });
    });
  });
};

const trackingFor = (app: TestApp['app'], accessToken: string | null) => {
  const cookies = new BrowserCookies();
  if (accessToken) cookies.set('audiora_access', accessToken);
  const { http, refreshSession } = pageHttp(app, cookies);
  return new KyPurchaseTracking({ http, refreshSession });
};

purchaseTrackingContract('KyPurchaseTracking against the reference API', async () => {
  const shared = await createTestApp();
  const buyer = await createSignedInUser(shared);
  // The title first: bought as a member, it would be at the subscriber price.
  const [title] = await sellableProducts(shared);
  if (!title) throw new Error('the demo catalogue has no title');
  await addToCart(shared, buyer, title.cartId);
  const bought = await checkout(shared, buyer);
  await pressSandbox(shared, buyer.bearer, bought.paymentId, 'confirm');
  const { total } = await shared.database.db
    .selectFrom('orders')
    .select('total')
    .where('id', '=', bought.orderId)
    .executeTakeFirstOrThrow();
  const { orderId: clubOrderId } = await joinClubAndPay(shared, buyer.bearer, 'pl');
  const pending = await sendCommand(shared, 'JoinClub', {}, buyer.bearer, 'pl');
  expect(pending.res.status).toBe(201);
  return {
    buyer: trackingFor(shared.app, buyer.accessToken),
    clubOrderId,
    titleOrder: { id: bought.orderId, name: title.name, price: total / 100 },
    pendingOrderId: (pending.body as { order_id: string }).order_id,
    visitor: trackingFor(shared.app, null),
    teardown: () => shared.close(),
  };
});

purchaseTrackingContract('InMemoryPurchaseTracking', async () => {
  const purchase = (id: string, name: string, price: number): AnalyticsPurchase => ({
    transactionId: id,
    value: price,
    currency: 'PLN',
    coupon: null,
    discount: 0,
    items: [{ id: 'item', name, index: 0, price, currency: 'PLN' }],
  });
  const clubOrderId = randomUUID();
  const titleOrder = { id: randomUUID(), name: 'Lalka', price: 29.9 };
  return {
    buyer: new InMemoryPurchaseTracking()
      .paid('club', purchase(clubOrderId, 'Audiora club, 1 month', 39.9))
      .paid('products', purchase(titleOrder.id, titleOrder.name, titleOrder.price)),
    clubOrderId,
    titleOrder,
    pendingOrderId: randomUUID(),
    visitor: new InMemoryPurchaseTracking({ signedIn: false }),
    teardown: async () => undefined,
  };
});

describe('KyPurchaseTracking against a broken API', () => {
  it('answers a body it cannot read as unavailable, and a 503 as maintenance', async () => {
    const answering = (response: () => Response) =>
      trackingFor({ fetch: async () => response() } as unknown as TestApp['app'], null);
    expect(await answering(() => Response.json({ value: 'a lot' })).purchase('pl', randomUUID(), 'club')).toEqual({
      ok: false,
      error: { code: 'PURCHASE.UNAVAILABLE' },
    });
    expect(await answering(() => new Response('{}', { status: 503 })).purchase('pl', randomUUID(), 'products')).toEqual(
      { ok: false, error: { code: 'API.MAINTENANCE' } },
    );
  });
});
