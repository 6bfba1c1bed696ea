import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ReportedOrdersPort } from '#application/ports/reported-orders.port';
import {
  LocalStorageReportedOrders,
  REPORTED_ORDERS_KEPT,
  REPORTED_ORDERS_STORAGE_KEY,
} from '#infrastructure/browser/local-storage-reported-orders';
import { InMemoryReportedOrders } from '#test/support/fakes/in-memory-reported-orders';
import { memoryWebStorage } from '#test/support/fakes/memory-web-storage';

const storage = (blocked = false) => memoryWebStorage({ blocked });

const reportedOrdersContract = (name: string, make: () => ReportedOrdersPort) => {
  describe(`ReportedOrdersPort contract: ${name}`, () => {
    it('keeps an order added until it is removed, each order on its own', () => {
      const orders = make();
      expect(orders.has('a')).toBe(false);
      orders.add('a');
      orders.add('b');
      orders.add('a');
      expect([orders.has('a'), orders.has('b')]).toEqual([true, true]);
      orders.remove('a');
      expect([orders.has('a'), orders.has('b')]).toEqual([false, true]);
    });
  });
};

reportedOrdersContract('LocalStorageReportedOrders', () => new LocalStorageReportedOrders({ storage: storage() }));
reportedOrdersContract('InMemoryReportedOrders', () => new InMemoryReportedOrders());

describe('LocalStorageReportedOrders (issue 22: a purchase reported once per order)', () => {
  it('is shared by every tab over the same storage, and survives a reload', () => {
    const shared = storage();
    new LocalStorageReportedOrders({ storage: shared }).add('order-1');
    expect(new LocalStorageReportedOrders({ storage: shared }).has('order-1')).toBe(true);
  });

  it(`keeps the ${REPORTED_ORDERS_KEPT} most recent orders`, () => {
    const orders = new LocalStorageReportedOrders({ storage: storage() });
    for (let i = 0; i <= REPORTED_ORDERS_KEPT; i += 1) orders.add(`order-${i}`);
    expect(orders.has('order-0')).toBe(false);
    expect(orders.has('order-1')).toBe(true);
    expect(orders.has(`order-${REPORTED_ORDERS_KEPT}`)).toBe(true);
  });

  it('reads any stored text that is not its list as none, and starts a new list over it', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (stored) => {
        const bad = storage();
        bad.items.set(REPORTED_ORDERS_STORAGE_KEY, stored);
        const orders = new LocalStorageReportedOrders({ storage: bad });
        orders.has('order-1');
        orders.add('order-1');
        expect(orders.has('order-1')).toBe(true);
      }),
    );
    const wrong = storage();
    wrong.items.set(REPORTED_ORDERS_STORAGE_KEY, '{"order-1":true}');
    expect(new LocalStorageReportedOrders({ storage: wrong }).has('order-1')).toBe(false);
  });

  it('keeps nothing, and breaks nothing, where storage is blocked or missing', () => {
    for (const orders of [
      new LocalStorageReportedOrders({ storage: storage(true) }),
      new LocalStorageReportedOrders({ storage: null }),
    ]) {
      orders.add('order-1');
      expect(orders.has('order-1')).toBe(false);
      orders.remove('order-1');
    }
  });
});
