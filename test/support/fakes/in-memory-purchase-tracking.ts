import type { PurchaseTrackingError } from '#application/checkout/purchase-tracking.errors';
import type { AnalyticsPurchase } from '#application/ports/analytics.port';
import type { PurchaseKind, PurchaseTrackingPort } from '#application/ports/purchase-tracking.port';
import { err, ok, type Result } from '#domain/shared/result';

/** The signed-in viewer's paid orders in memory, answered as the tracking endpoints answer them; every ask is kept. */
export class InMemoryPurchaseTracking implements PurchaseTrackingPort {
  readonly #paid = new Map<string, { readonly kind: PurchaseKind; readonly purchase: AnalyticsPurchase }>();
  readonly #signedIn: boolean;
  #failure: PurchaseTrackingError | null = null;
  readonly asked: { readonly orderId: string; readonly kind: PurchaseKind }[] = [];

  constructor(options: { readonly signedIn?: boolean } = {}) {
    this.#signedIn = options.signedIn ?? true;
  }

  paid(kind: PurchaseKind, purchase: AnalyticsPurchase): this {
    this.#paid.set(purchase.transactionId, { kind, purchase });
    return this;
  }

  failWith(failure: PurchaseTrackingError | null): this {
    this.#failure = failure;
    return this;
  }

  async purchase(
    _locale: string,
    orderId: string,
    kind: PurchaseKind,
  ): Promise<Result<AnalyticsPurchase, PurchaseTrackingError>> {
    this.asked.push({ orderId, kind });
    if (this.#failure) return err(this.#failure);
    if (!this.#signedIn) return err({ code: 'AUTH.NOT_SIGNED_IN' });
    const order = this.#paid.get(orderId);
    // A club order asked as titles (or the reverse) is as unknown as a made-up one, as the API answers it.
    return order && order.kind === kind ? ok(order.purchase) : err({ code: 'PURCHASE.NOT_FOUND' });
  }
}
