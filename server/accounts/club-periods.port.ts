import type { ClubPeriods } from '#domain/licensing/club-access';

/** Where the club periods that open a listener's club are read: their own, and their family owner's. */
export interface ClubPeriodsRepository {
  periodsOf(userId: string): Promise<ClubPeriods>;
}
