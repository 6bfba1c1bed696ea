import type { AntiCancellationReasonId } from './anti-cancellation-reasons';

/** What the club's access sources are read from, as stored. */
export interface ClubFacts {
  /** The end of the user's own paid period (ISO); null when they never paid. */
  readonly clubUntil: string | null;
  /** When the user stopped renewal (ISO); null while it renews. */
  readonly cancelledAt: string | null;
  /** The user's one-off licenses for titles of the catalogue. */
  readonly oneOffPurchases: number;
  /** The family the user is a member of: its owner's e-mail and paid period. */
  readonly asMember: { readonly ownerEmail: string; readonly ownerClubUntil: string | null } | null;
  /** The members of the user's own family. */
  readonly members: number;
}

/** Club periods (`users.club_until`) and memberships: renewal and its cancellation. */
export interface ClubRepository {
  /** The end of the user's paid period (ISO); null when they never paid. */
  periodEnd(userId: string): Promise<string | null>;
  /** Sets the end of the user's paid period and (re)starts its renewal. */
  extendPeriod(userId: string, until: Date, at: Date): Promise<void>;
  /** Stops renewal with the reason unless it is stopped already; answers when it was stopped (the first time). */
  stopRenewal(userId: string, reasonId: AntiCancellationReasonId, at: Date): Promise<string>;
  facts(userId: string, catalogId: string): Promise<ClubFacts>;
}
