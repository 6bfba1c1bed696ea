import type { MinorUnits } from './minor-units';
import type { PriceView } from './price-view';

/**
 * Spec §3 lowest_price (EU Omnibus rule): the lowest price of the last 30 days is shown wherever a reduced price is
 * shown, and nowhere else; null when the price is not reduced or no lowest price is known.
 */
export const omnibusLowestPrice = (view: Pick<PriceView, 'isReduced' | 'lowestPriceOf30Days'>): MinorUnits | null =>
  view.isReduced ? view.lowestPriceOf30Days : null;
