import { useEffect } from 'react';
import type { PurchaseKind } from '#application/ports/purchase-tracking.port';
import type { Locale } from '#domain/market/locale';
import { TOKENS } from '#infrastructure/composition/tokens';
import { ServiceBoundary, useService } from '#ui/di/container-context';

export interface PurchaseFollowUpProps {
  readonly locale: Locale;
  /** The paid order the page names (`?order=`), or null when it names none. */
  readonly orderId: string | null;
  readonly kind: PurchaseKind;
}

function FollowUp({ locale, orderId, kind }: PurchaseFollowUpProps) {
  const refreshUser = useService(TOKENS.RefreshUser);
  const reportPurchase = useService(TOKENS.ReportPurchase);
  useEffect(() => {
    // A club month changes the account: this tab and every other one show the member at once.
    if (kind === 'club') refreshUser.execute().catch(() => undefined);
  }, [kind, refreshUser]);
  useEffect(() => {
    if (orderId !== null) reportPurchase.execute({ locale, orderId, kind }).catch(() => undefined);
  }, [locale, orderId, kind, reportPurchase]);
  return null;
}

/**
 * What a success page does in the browser once it is there (issue 22): the account read afresh after a club month,
 * and the order's purchase reported to analytics, once per order however often the page is opened. Renders nothing.
 */
export function PurchaseFollowUp(props: PurchaseFollowUpProps) {
  return (
    <ServiceBoundary>
      <FollowUp {...props} />
    </ServiceBoundary>
  );
}
