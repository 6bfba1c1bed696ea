import type { Locale } from '#domain/market/locale';
import type { Result } from '#domain/shared/result';
import type { PurchaseTrackingError } from '../checkout/purchase-tracking.errors';
import type { AnalyticsPurchase } from './analytics.port';

/** What a paid order bought: titles from the cart, or a club month. */
export type PurchaseKind = 'products' | 'club';

/** Spec §7 purchase tracking data: a paid order of the signed-in viewer as analytics reports it (major units). */
export interface PurchaseTrackingPort {
  purchase(
    locale: Locale,
    orderId: string,
    kind: PurchaseKind,
  ): Promise<Result<AnalyticsPurchase, PurchaseTrackingError>>;
}
