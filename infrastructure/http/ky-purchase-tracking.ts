import { HTTPError, type KyInstance } from 'ky';
import type { PurchaseTrackingError } from '#application/checkout/purchase-tracking.errors';
import type { AnalyticsPurchase } from '#application/ports/analytics.port';
import type { PurchaseKind, PurchaseTrackingPort } from '#application/ports/purchase-tracking.port';
import type { Locale } from '#domain/market/locale';
import { type MinorUnits, toMajorUnits } from '#domain/pricing/minor-units';
import { err, type Result } from '#domain/shared/result';
import { type PurchaseTrackingDataWire, purchaseTrackingDataSchema } from '#contract/tracking.schema';
import { decoded } from './api-error-body';
import { isMaintenance, isRemoteFailure } from './http-failure';
import { isUnauthorized, type SessionRefresh, withSessionRefresh } from './session-refresh';

export interface KyPurchaseTrackingDeps {
  readonly http: KyInstance;
  readonly refreshSession: SessionRefresh;
}

const UNAVAILABLE = { code: 'PURCHASE.UNAVAILABLE' } as const;

// api-contract tracking: 404 an order not the viewer's paid one, 400 an id that is none.
const failureOf = (error: unknown): PurchaseTrackingError => {
  const status = error instanceof HTTPError ? error.response.status : null;
  if (isUnauthorized(error)) return { code: 'AUTH.NOT_SIGNED_IN' };
  if (status === 404 || status === 400) return { code: 'PURCHASE.NOT_FOUND' };
  if (isMaintenance(error)) return { code: 'API.MAINTENANCE' };
  if (isRemoteFailure(error)) return UNAVAILABLE;
  throw error;
};

// The wire's amounts are integers in minor units (the schema checks it).
const major = (amount: number): number => toMajorUnits(amount as MinorUnits);

const purchaseOf = (wire: PurchaseTrackingDataWire): AnalyticsPurchase => ({
  transactionId: wire.transaction_id,
  value: major(wire.value),
  currency: wire.currency,
  coupon: wire.coupon,
  discount: major(wire.discount),
  items: wire.items.map((item, index) => ({
    id: item.item_id,
    name: item.item_name,
    index,
    price: major(item.price),
    currency: wire.currency,
  })),
});

/**
 * PurchaseTrackingPort over `GET /purchase-tracking-data?order_id=` (titles) and `GET /tracking-data/club-purchase/{id}`
 * (a club month), retried once after a refresh; minor units become major ones here.
 */
export class KyPurchaseTracking implements PurchaseTrackingPort {
  readonly #deps: KyPurchaseTrackingDeps;

  constructor(deps: KyPurchaseTrackingDeps) {
    this.#deps = deps;
  }

  async purchase(
    locale: Locale,
    orderId: string,
    kind: PurchaseKind,
  ): Promise<Result<AnalyticsPurchase, PurchaseTrackingError>> {
    const { http, refreshSession } = this.#deps;
    const request = () =>
      kind === 'club'
        ? http.get(`${locale}/v2/tracking-data/club-purchase/${encodeURIComponent(orderId)}`)
        : http.get(`${locale}/v2/purchase-tracking-data`, { searchParams: { order_id: orderId } });
    try {
      const body = await withSessionRefresh(() => request().json<unknown>(), refreshSession);
      return decoded(purchaseTrackingDataSchema, body, purchaseOf, UNAVAILABLE);
    } catch (error) {
      return err(failureOf(error));
    }
  }
}
