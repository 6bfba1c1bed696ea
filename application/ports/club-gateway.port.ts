import type { Locale } from '#domain/market/locale';
import type { Result } from '#domain/shared/result';
import type { ClubError, JoinClubError } from '../club/club.errors';

/** The listener's club in a market, as `GET /me/access-sources` tells it. */
export interface ClubMembership {
  /** Whether the listener hears club titles now, by their own period or a family's. */
  readonly hasClub: boolean;
  /** Their own paid period: running or not, its end (ISO) and whether it renews. */
  readonly active: boolean;
  readonly clubUntil: string | null;
  readonly renews: boolean;
  readonly cancelledAt: string | null;
  /** The family they belong to or own, and its owner's address when they are a member. */
  readonly familyRole: 'owner' | 'member' | null;
  readonly familyActive: boolean;
  readonly familyOwnerEmail: string | null;
}

/** A reason to leave the club, labelled in the market's language. */
export interface CancellationReason {
  readonly id: string;
  readonly label: string;
}

/** A club month ordered and waiting to be paid: the order, and the payment provider's page to send the browser to. */
export interface ClubOrder {
  readonly orderId: string;
  readonly paymentUrl: string;
}

/** The signed-in listener's club over the store's API: the membership, the reasons to leave, CancelClub, JoinClub. */
export interface ClubGateway {
  membership(locale: Locale): Promise<Result<ClubMembership, ClubError>>;
  cancellationReasons(locale: Locale): Promise<Result<readonly CancellationReason[], ClubError>>;
  /** Stops the renewal; the club lasts until the answered instant (ISO). */
  cancel(locale: Locale, reasonId: string): Promise<Result<{ readonly clubUntil: string }, ClubError>>;
  /** Orders one club month at the market's price, to be paid on the answered page. */
  join(locale: Locale): Promise<Result<ClubOrder, JoinClubError>>;
}
