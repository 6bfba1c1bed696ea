import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Market } from '#domain/market/market';
import { ApiError, notFoundError } from '../../http/api-error';
import type { DatabaseSchema } from '../../db/schema';
import { clubNotAvailable } from '../club/join-club';

/** A family is its owner and at most this many others (members plus open invitations). */
export const MAX_FAMILY_MEMBERS = 4;

export interface FamilyView {
  readonly members: readonly { readonly userId: string; readonly email: string; readonly joinedAt: string }[];
  readonly invitations: readonly { readonly id: string; readonly email: string; readonly invitedAt: string }[];
  readonly received: readonly { readonly id: string; readonly ownerEmail: string; readonly invitedAt: string }[];
  readonly membership: { readonly ownerEmail: string; readonly joinedAt: string } | null;
}

const alreadyInFamily = () => new ApiError(409, 'ALREADY_IN_FAMILY', 'Already in a family');

/** Spec §1: family sharing is a feature of some markets only (pl, de, cz). */
export const sharingNotAvailable = () =>
  new ApiError(403, 'SHARING_NOT_AVAILABLE', 'Family sharing is not offered in this market');

/** An invitation as `invite` left it: `created` is false when the address already had an open one. */
export interface FamilyInvitation {
  readonly id: string;
  readonly created: boolean;
  /** The invited address as stored (trimmed, lower case), and the owner's. */
  readonly email: string;
  readonly ownerEmail: string;
}

/** Families of club members: invitations by e-mail, accepted by the invited account; everything keyed by the viewer. */
export class KyselyFamilyRepository {
  constructor(private readonly deps: { readonly db: Kysely<DatabaseSchema> }) {}

  async #emailOf(userId: string): Promise<string> {
    const user = await this.deps.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    return user.email;
  }

  /**
   * Invites an e-mail address into the owner's family: only in a market with sharing (403 `SHARING_NOT_AVAILABLE`),
   * only a member with a running paid period of their own (403 `CLUB_REQUIRED`), at most four seats (409
   * `FAMILY_FULL`); inviting the same address again answers the open invitation.
   */
  async invite(ownerId: string, typedEmail: string, market: Market, now: Date): Promise<FamilyInvitation> {
    if (!market.features.sharing) throw sharingNotAvailable();
    if (!market.features.club) throw clubNotAvailable();
    const email = typedEmail.trim().toLowerCase();
    return this.deps.db.transaction().execute(async (trx) => {
      const owner = await trx
        .selectFrom('users')
        .select(['email', 'club_until'])
        .where('id', '=', ownerId)
        .executeTakeFirstOrThrow();
      if (owner.club_until === null || new Date(owner.club_until).getTime() <= now.getTime())
        throw new ApiError(403, 'CLUB_REQUIRED', 'Only club members can share the club with a family');
      if (owner.email === email) throw new ApiError(409, 'CANNOT_INVITE_SELF', 'You cannot invite yourself');
      const inFamily = await trx
        .selectFrom('family_members')
        .select('owner_id')
        .where('member_id', '=', ownerId)
        .executeTakeFirst();
      if (inFamily) throw alreadyInFamily();
      const open = await trx
        .selectFrom('family_invitations')
        .select(['id', 'status'])
        .where('owner_id', '=', ownerId)
        .where('email', '=', email)
        .where('status', 'in', ['pending', 'accepted'])
        .executeTakeFirst();
      if (open?.status === 'pending') return { id: open.id, created: false, email, ownerEmail: owner.email };
      if (open) throw alreadyInFamily();
      const seats = await trx
        .selectFrom('family_invitations')
        .select(sql<string | number>`count(*)`.as('count'))
        .where('owner_id', '=', ownerId)
        .where('status', 'in', ['pending', 'accepted'])
        .executeTakeFirstOrThrow();
      if (Number(seats.count) >= MAX_FAMILY_MEMBERS)
        throw new ApiError(409, 'FAMILY_FULL', `A family has at most ${MAX_FAMILY_MEMBERS} members`);
      const id = randomUUID();
      await trx
        .insertInto('family_invitations')
        .values({ id, owner_id: ownerId, email, status: 'pending', invited_at: now.toISOString(), responded_at: null })
        .execute();
      return { id, created: true, email, ownerEmail: owner.email };
    });
  }

  /**
   * The invited account joins, in a market with sharing (403 `SHARING_NOT_AVAILABLE`): the invitation must be open and
   * addressed to the viewer's e-mail (otherwise it is unknown to them, a 404), and the viewer must not be in a family
   * or own one (409).
   */
  async accept(userId: string, invitationId: string, market: Market, now: Date): Promise<void> {
    if (!market.features.sharing) throw sharingNotAvailable();
    const email = await this.#emailOf(userId);
    await this.deps.db.transaction().execute(async (trx) => {
      const invitation = await trx
        .selectFrom('family_invitations')
        .select(['id', 'owner_id'])
        .where('id', '=', invitationId)
        .where('email', '=', email)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (!invitation || invitation.owner_id === userId) throw notFoundError('Invitation');
      const [member, owned] = await Promise.all([
        trx.selectFrom('family_members').select('owner_id').where('member_id', '=', userId).executeTakeFirst(),
        trx.selectFrom('family_members').select('member_id').where('owner_id', '=', userId).executeTakeFirst(),
      ]);
      if (member || owned) throw alreadyInFamily();
      const taken = await trx
        .updateTable('family_invitations')
        .set({ status: 'accepted', responded_at: now.toISOString() })
        .where('id', '=', invitation.id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (taken.numUpdatedRows !== 1n) throw notFoundError('Invitation');
      await trx
        .insertInto('family_members')
        .values({
          member_id: userId,
          owner_id: invitation.owner_id,
          invitation_id: invitation.id,
          joined_at: now.toISOString(),
        })
        .execute();
    });
  }

  /** The owner removes a member of their family, or a member leaves (their own id); anyone else is a 404. */
  async remove(viewerId: string, memberId: string, now: Date): Promise<void> {
    await this.deps.db.transaction().execute(async (trx) => {
      const query = trx
        .selectFrom('family_members')
        .select(['member_id', 'invitation_id'])
        .where('member_id', '=', memberId);
      const row =
        memberId === viewerId
          ? await query.executeTakeFirst()
          : await query.where('owner_id', '=', viewerId).executeTakeFirst();
      if (!row) throw notFoundError('Family member');
      await trx.deleteFrom('family_members').where('member_id', '=', row.member_id).execute();
      await trx
        .updateTable('family_invitations')
        .set({ status: 'removed', responded_at: now.toISOString() })
        .where('id', '=', row.invitation_id)
        .execute();
    });
  }

  /** Withdraws one of the owner's open invitations, freeing its seat. */
  async cancelInvitation(ownerId: string, invitationId: string, now: Date): Promise<void> {
    const result = await this.deps.db
      .updateTable('family_invitations')
      .set({ status: 'removed', responded_at: now.toISOString() })
      .where('id', '=', invitationId)
      .where('owner_id', '=', ownerId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (result.numUpdatedRows !== 1n) throw notFoundError('Invitation');
  }

  /** The viewer's family as its owner, the family they belong to, and the invitations addressed to them. */
  async view(userId: string): Promise<FamilyView> {
    const { db } = this.deps;
    const email = await this.#emailOf(userId);
    const [members, invitations, received, membership] = await Promise.all([
      db
        .selectFrom('family_members')
        .innerJoin('users', 'users.id', 'family_members.member_id')
        .select(['family_members.member_id as userId', 'users.email', 'family_members.joined_at as joinedAt'])
        .where('family_members.owner_id', '=', userId)
        .orderBy('family_members.joined_at')
        .orderBy('users.email')
        .execute(),
      db
        .selectFrom('family_invitations')
        .select(['id', 'email', 'invited_at as invitedAt'])
        .where('owner_id', '=', userId)
        .where('status', '=', 'pending')
        .orderBy('invited_at')
        .orderBy('id')
        .execute(),
      db
        .selectFrom('family_invitations')
        .innerJoin('users as owner', 'owner.id', 'family_invitations.owner_id')
        .select(['family_invitations.id', 'owner.email as ownerEmail', 'family_invitations.invited_at as invitedAt'])
        .where('family_invitations.email', '=', email)
        .where('family_invitations.status', '=', 'pending')
        .orderBy('family_invitations.invited_at')
        .execute(),
      db
        .selectFrom('family_members')
        .innerJoin('users as owner', 'owner.id', 'family_members.owner_id')
        .select(['owner.email as ownerEmail', 'family_members.joined_at as joinedAt'])
        .where('family_members.member_id', '=', userId)
        .executeTakeFirst(),
    ]);
    return { members, invitations, received, membership: membership ?? null };
  }
}
