import type { Locale } from '#domain/market/locale';
import { ok, type Result } from '#domain/shared/result';
import type { AnalyticsPort } from '../ports/analytics.port';
import type { PurchaseKind, PurchaseTrackingPort } from '../ports/purchase-tracking.port';
import type { ReportedOrdersPort } from '../ports/reported-orders.port';
import type { PurchaseTrackingError } from './purchase-tracking.errors';

export interface ReportPurchaseDeps {
  readonly tracking: PurchaseTrackingPort;
  readonly reportedOrders: ReportedOrdersPort;
  readonly analytics: AnalyticsPort;
}

export interface ReportPurchaseInput {
  readonly locale: Locale;
  readonly orderId: string;
  readonly kind: PurchaseKind;
}

/**
 * Issue 22 analytics: a paid order's `purchase` event, tracked once per order in this browser however often its
 * success page is loaded. The order is marked before asking, so a second page opened meanwhile stays silent, and
 * unmarked when the data cannot be had, so a later visit reports it.
 */
export class ReportPurchase {
  readonly #deps: ReportPurchaseDeps;

  constructor(deps: ReportPurchaseDeps) {
    this.#deps = deps;
  }

  async execute(input: ReportPurchaseInput): Promise<Result<'reported' | 'already-reported', PurchaseTrackingError>> {
    const { tracking, reportedOrders, analytics } = this.#deps;
    if (reportedOrders.has(input.orderId)) return ok('already-reported');
    reportedOrders.add(input.orderId);
    const purchase = await tracking.purchase(input.locale, input.orderId, input.kind);
    if (!purchase.ok) {
      reportedOrders.remove(input.orderId);
      return purchase;
    }
    analytics.track({ name: 'purchase', purchase: purchase.value });
    return ok('reported');
  }
}
