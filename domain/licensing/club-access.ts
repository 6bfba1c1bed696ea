import type { MarketFeatures } from '../market/market';
import type { EpochMs } from '../shared/time';

/** The club periods that may open a listener's club: their own, and that of the family they are a member of. */
export interface ClubPeriods {
  /** The end of the listener's own paid period; null when they never paid. */
  readonly ownUntil: EpochMs | null;
  /** The end of the family owner's paid period; null outside a family. */
  readonly familyOwnerUntil: EpochMs | null;
}

const isRunning = (until: EpochMs | null, now: EpochMs): boolean => until !== null && until > now;

/**
 * Spec §1: a listener hears club titles in a market when it runs the club (not in sk and es) and either their own
 * paid period has not ended, or the market shares the club with families (pl, de, cz) and their family owner's has
 * not. In lt and tr, which run a club without sharing, a family membership gives nothing.
 */
export const mayHearClubTitles = (
  features: Pick<MarketFeatures, 'club' | 'sharing'>,
  periods: ClubPeriods,
  now: EpochMs,
): boolean =>
  features.club && (isRunning(periods.ownUntil, now) || (features.sharing && isRunning(periods.familyOwnerUntil, now)));
