import type { AuthStatus } from '../auth/auth-state';

/** Spec §9: the cookie that remembers the club promo was closed, and the value that says so. */
export const CLUB_PROMO_COOKIE = { name: 'w3club', closedValue: 'closed' } as const;

/** What the club promo bar depends on. */
export interface ClubPromoBarInput {
  readonly userStatus: AuthStatus;
  /** False for anonymous visitors. */
  readonly isClubMember: boolean;
  /** The w3club cookie's value, if it is set. */
  readonly promoCookie: string | undefined;
  /** The club feature flag of the current market (spec §1). */
  readonly isClubEnabled: boolean;
}

/**
 * Spec §4 and §6: the club promo bar shows only when the user status is fetched (so members never see it
 * flash), the user is not a club member, the promo was not closed (w3club=closed) and the market has the club.
 */
export const shouldShowClubPromoBar = (input: ClubPromoBarInput): boolean =>
  input.userStatus === 'fetched' &&
  !input.isClubMember &&
  input.promoCookie !== CLUB_PROMO_COOKIE.closedValue &&
  input.isClubEnabled;
