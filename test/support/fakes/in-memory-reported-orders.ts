import type { ReportedOrdersPort } from '#application/ports/reported-orders.port';

/** The reported orders in memory, as one browser's storage keeps them for all its tabs. */
export class InMemoryReportedOrders implements ReportedOrdersPort {
  readonly #ids = new Set<string>();

  has(orderId: string): boolean {
    return this.#ids.has(orderId);
  }

  add(orderId: string): void {
    this.#ids.add(orderId);
  }

  remove(orderId: string): void {
    this.#ids.delete(orderId);
  }
}
