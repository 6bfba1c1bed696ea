import type { MarketFeatures } from '../market/market';

/**
 * Spec §1, §3 is_available_in_subscription: a title is offered through the club only in a market that runs one (not
 * sk or es), whatever the product says.
 */
export const isOfferedInClub = (features: Pick<MarketFeatures, 'club'>, isAvailableInSubscription: boolean): boolean =>
  features.club && isAvailableInSubscription;
