import { describe, expect, it } from 'vitest';
import type { PaidOrderRecord, PaidOrders } from '#server/commerce/tracking/purchase-tracking.port';
import { CLUB_ITEM_ID, GetPurchaseTrackingData } from '#server/commerce/tracking/get-purchase-tracking-data.use-case';

const CLUB_ORDER: PaidOrderRecord = {
  id: 'o1',
  total: 3990,
  currency: 'PLN',
  promoCode: null,
  discount: 0,
  lines: [{ productId: null, name: 'audiora club, 1 month', price: 3990 }],
};

/** The user's paid club order o1, and nothing else. */
const paidOrders: PaidOrders = {
  paidOrder: (userId, orderId, kind) =>
    Promise.resolve(userId === 'u1' && orderId === 'o1' && kind === 'club' ? CLUB_ORDER : null),
};

describe('GetPurchaseTrackingData', () => {
  const tracking = new GetPurchaseTrackingData({ paidOrders });

  it('describes a paid order as a purchase event, the club line under a stable item id', async () => {
    expect(await tracking.execute({ userId: 'u1', orderId: 'o1', kind: 'club' })).toEqual({
      ok: true,
      value: {
        transactionId: 'o1',
        value: 3990,
        currency: 'PLN',
        coupon: null,
        discount: 0,
        items: [{ itemId: CLUB_ITEM_ID, itemName: 'audiora club, 1 month', price: 3990 }],
      },
    });
  });

  it("answers NOT_FOUND for someone else's order or another kind", async () => {
    const notFound = { ok: false, error: { code: 'NOT_FOUND', what: 'Order' } };
    expect(await tracking.execute({ userId: 'u2', orderId: 'o1', kind: 'club' })).toEqual(notFound);
    expect(await tracking.execute({ userId: 'u1', orderId: 'o1', kind: 'products' })).toEqual(notFound);
  });
});
