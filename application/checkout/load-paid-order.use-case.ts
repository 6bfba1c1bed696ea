import type { Locale } from '#domain/market/locale';
import { ok, type Result } from '#domain/shared/result';
import type { AnalyticsPurchase } from '../ports/analytics.port';
import type { PurchaseTrackingPort } from '../ports/purchase-tracking.port';
import type { PurchaseTrackingError } from './purchase-tracking.errors';

/**
 * Issue 22 `/success/audiobook`: the titles a paid order of the listener's bought and what it cost; null when the
 * order is not (yet) theirs and paid, which the page tells without naming titles.
 */
export class LoadPaidOrder {
  readonly #deps: { readonly purchaseTracking: PurchaseTrackingPort };

  constructor(deps: { readonly purchaseTracking: PurchaseTrackingPort }) {
    this.#deps = deps;
  }

  async execute(input: {
    readonly locale: Locale;
    readonly orderId: string;
  }): Promise<Result<AnalyticsPurchase | null, PurchaseTrackingError>> {
    const order = await this.#deps.purchaseTracking.purchase(input.locale, input.orderId, 'products');
    if (!order.ok && order.error.code === 'PURCHASE.NOT_FOUND') return ok(null);
    return order;
  }
}
