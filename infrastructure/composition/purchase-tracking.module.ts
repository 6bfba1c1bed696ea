import { ContainerModule } from 'inversify';
import type { KyInstance } from 'ky';
import { LoadPaidOrder } from '#application/checkout/load-paid-order.use-case';
import { ReportPurchase } from '#application/checkout/report-purchase.use-case';
import type { AnalyticsPort } from '#application/ports/analytics.port';
import type { PurchaseTrackingPort } from '#application/ports/purchase-tracking.port';
import type { ReportedOrdersPort } from '#application/ports/reported-orders.port';
import { LocalStorageReportedOrders } from '../browser/local-storage-reported-orders';
import { KyPurchaseTracking } from '../http/ky-purchase-tracking';
import type { SessionRefresh } from '../http/session-refresh';
import { browserStorage } from './browser-context';
import type { PortOverrides } from './port-overrides';
import { TOKENS } from './tokens';

/**
 * Issue 22 purchase analytics: a paid order's tracking data over HTTP, the orders this browser reported in its local
 * storage (none kept on the server), and the use case the success pages run, each port unless overridden.
 */
export const purchaseTrackingModule = (overrides: PortOverrides) =>
  new ContainerModule(({ bind }) => {
    const { purchaseTracking, reportedOrders } = overrides;
    if (purchaseTracking) bind(TOKENS.PurchaseTracking).toConstantValue(purchaseTracking);
    else
      bind(TOKENS.PurchaseTracking).toResolvedValue(
        (http: KyInstance, refreshSession: SessionRefresh) => new KyPurchaseTracking({ http, refreshSession }),
        [TOKENS.HttpClient, TOKENS.SessionRefresh],
      );
    if (reportedOrders) bind(TOKENS.ReportedOrders).toConstantValue(reportedOrders);
    else
      bind(TOKENS.ReportedOrders).toResolvedValue(
        () => new LocalStorageReportedOrders({ storage: browserStorage() }),
        [],
      );
    bind(TOKENS.LoadPaidOrder).toResolvedValue(
      (tracking: PurchaseTrackingPort) => new LoadPaidOrder({ purchaseTracking: tracking }),
      [TOKENS.PurchaseTracking],
    );
    bind(TOKENS.ReportPurchase).toResolvedValue(
      (tracking: PurchaseTrackingPort, reported: ReportedOrdersPort, analytics: AnalyticsPort) =>
        new ReportPurchase({ tracking, reportedOrders: reported, analytics }),
      [TOKENS.PurchaseTracking, TOKENS.ReportedOrders, TOKENS.Analytics],
    );
  });
