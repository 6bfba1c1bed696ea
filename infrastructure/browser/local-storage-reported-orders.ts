import { z } from '#contract/zod';
import type { ReportedOrdersPort } from '#application/ports/reported-orders.port';

/** The local-storage key of the orders whose purchase this browser reported. */
export const REPORTED_ORDERS_STORAGE_KEY = 'audiora.reportedOrders';

/** The most recent orders kept; an older success page reopened would only report its order again. */
export const REPORTED_ORDERS_KEPT = 50;

const storedSchema = z.array(z.string().max(100)).max(REPORTED_ORDERS_KEPT);

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The reported orders in local storage, shared by the browser's tabs and kept across reloads. Stored data that is not
 * a list of ids counts as none, and blocked or full storage (it throws) keeps nothing: at worst a purchase is
 * reported twice, never a page broken.
 */
export class LocalStorageReportedOrders implements ReportedOrdersPort {
  readonly #storage: KeyValueStorage | null;

  constructor(deps: { readonly storage: KeyValueStorage | null }) {
    this.#storage = deps.storage;
  }

  has(orderId: string): boolean {
    return this.#read().includes(orderId);
  }

  add(orderId: string): void {
    const kept = this.#read().filter((id) => id !== orderId);
    this.#write([...kept, orderId].slice(-REPORTED_ORDERS_KEPT));
  }

  remove(orderId: string): void {
    this.#write(this.#read().filter((id) => id !== orderId));
  }

  #read(): readonly string[] {
    try {
      const parsed = storedSchema.safeParse(JSON.parse(this.#storage?.getItem(REPORTED_ORDERS_STORAGE_KEY) ?? '[]'));
      return parsed.success ? parsed.data : [];
    } catch {
      return [];
    }
  }

  #write(ids: readonly string[]): void {
    try {
      this.#storage?.setItem(REPORTED_ORDERS_STORAGE_KEY, JSON.stringify(ids));
    } catch {
      // Nothing kept: see the class comment.
    }
  }
}
