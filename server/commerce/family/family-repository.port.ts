/** The viewer's family as its owner, the family they belong to, and the invitations addressed to them. */
export interface FamilyView {
  readonly members: readonly { readonly userId: string; readonly email: string; readonly joinedAt: string }[];
  readonly invitations: readonly { readonly id: string; readonly email: string; readonly invitedAt: string }[];
  readonly received: readonly { readonly id: string; readonly ownerEmail: string; readonly invitedAt: string }[];
  readonly membership: { readonly ownerEmail: string; readonly joinedAt: string } | null;
}

/** An invitation that takes a seat: still open, or accepted. */
export interface SeatInvitation {
  readonly id: string;
  readonly status: 'pending' | 'accepted';
  /** Whether its mail carried the link that accepts it (not so for invitations written before links were mailed). */
  readonly linked: boolean;
}

/** The invitation a mailed link names, in whatever state it is now. */
export interface LinkedInvitation {
  readonly id: string;
  readonly ownerId: string;
  /** The invited address, trimmed and lower-cased. */
  readonly email: string;
  readonly status: 'pending' | 'accepted' | 'removed';
}

/** Families of club members: invitations by e-mail and the members who accepted them. */
export interface FamilyRepository {
  /** A user's e-mail and the end of their paid club period (ISO, null when they never paid). */
  account(userId: string): Promise<{ readonly email: string; readonly clubUntil: string | null }>;
  /**
   * Holds the owner's family until the unit of work ends: invitations to one family then count its seats one at a
   * time, where two at once would each see a free seat.
   */
  holdFamily(ownerId: string): Promise<void>;
  /** Whether the user is a member of someone's family. */
  isMember(userId: string): Promise<boolean>;
  /** Whether the user's own family has a member. */
  hasMembers(ownerId: string): Promise<boolean>;
  /** The owner's open or accepted invitation of this address, if any. */
  seatOf(ownerId: string, email: string): Promise<SeatInvitation | null>;
  /** The owner's open and accepted invitations. */
  seatsTaken(ownerId: string): Promise<number>;
  /** Writes an open invitation whose mailed link has this hash, and answers its id. */
  invite(ownerId: string, email: string, tokenHash: string, at: Date): Promise<string>;
  /** Gives an open invitation written before links were mailed the link about to be mailed. */
  linkInvitation(invitationId: string, tokenHash: string): Promise<void>;
  /** The invitation whose mailed link has this hash; null when no mail carried it. */
  invitationByLink(tokenHash: string): Promise<LinkedInvitation | null>;
  /** Marks an open invitation accepted; false when it was no longer open. */
  markAccepted(invitationId: string, at: Date): Promise<boolean>;
  addMember(
    member: { readonly memberId: string; readonly ownerId: string; readonly invitationId: string },
    at: Date,
  ): Promise<void>;
  /** The member with this id, of the owner's family or (no owner given) of any. */
  findMember(
    memberId: string,
    ownerId: string | null,
  ): Promise<{ readonly memberId: string; readonly invitationId: string } | null>;
  /** Takes the member out of the family and closes the invitation they came by. */
  removeMember(member: { readonly memberId: string; readonly invitationId: string }, at: Date): Promise<void>;
  /** The account's address counts as proved (its first proof kept), while it still is this address. */
  proveAddress(userId: string, email: string, at: Date): Promise<void>;
  /** Withdraws one of the owner's open invitations; false when there is no such open one. */
  withdrawInvitation(ownerId: string, invitationId: string, at: Date): Promise<boolean>;
  /** The user's family; invitations addressed to them only once they proved their address. */
  view(userId: string): Promise<FamilyView>;
}
