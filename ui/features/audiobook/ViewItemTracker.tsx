import { useEffect, useRef } from 'react';
import { type ViewedItem, viewItemEvent } from '#application/audiobook/view-item-event';
import { TOKENS } from '#infrastructure/composition/tokens';
import { useEarlyService } from '#ui/di/use-early-service';

/**
 * Sends view_item (spec §9) once for each title the page shows, through analytics, an early service: a visitor who only
 * reads is counted without the composition root. It renders nothing; the audiobook page loads it after its own code.
 */
export default function ViewItemTracker({ product }: { readonly product: ViewedItem }) {
  const analytics = useEarlyService(TOKENS.Analytics);
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (sent.current === product.id) return;
    sent.current = product.id;
    analytics.track(viewItemEvent(product));
  }, [analytics, product]);
  return null;
}
