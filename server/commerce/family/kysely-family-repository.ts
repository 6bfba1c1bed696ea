import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import type { FamilyRepository, FamilyView, LinkedInvitation, SeatInvitation } from './family-repository.port';

/** Families in SQL: `family_invitations` and `family_members`, everything keyed by the user it belongs to. */
export class KyselyFamilyRepository implements FamilyRepository {
  constructor(private readonly deps: { readonly db: Kysely<DatabaseSchema> }) {}

  async account(userId: string): Promise<{ readonly email: string; readonly clubUntil: string | null }> {
    const user = await this.deps.db
      .selectFrom('users')
      .select(['email', 'club_until'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    return { email: user.email, clubUntil: user.club_until };
  }

  async isMember(userId: string): Promise<boolean> {
    const row = await this.deps.db
      .selectFrom('family_members')
      .select('owner_id')
      .where('member_id', '=', userId)
      .executeTakeFirst();
    return row !== undefined;
  }

  async hasMembers(ownerId: string): Promise<boolean> {
    const row = await this.deps.db
      .selectFrom('family_members')
      .select('member_id')
      .where('owner_id', '=', ownerId)
      .executeTakeFirst();
    return row !== undefined;
  }

  async seatOf(ownerId: string, email: string): Promise<SeatInvitation | null> {
    const row = await this.deps.db
      .selectFrom('family_invitations')
      .select(['id', 'status', 'token_hash'])
      .where('owner_id', '=', ownerId)
      .where('email', '=', email)
      .where('status', 'in', ['pending', 'accepted'])
      .executeTakeFirst();
    return row && row.status !== 'removed' ? { id: row.id, status: row.status, linked: row.token_hash !== null } : null;
  }

  async holdFamily(ownerId: string): Promise<void> {
    // A write to the owner's row locks it on PostgreSQL and takes SQLite's one writer lock, both until commit.
    await this.deps.db
      .updateTable('users')
      .set((eb) => ({ id: eb.ref('id') }))
      .where('id', '=', ownerId)
      .execute();
  }

  async seatsTaken(ownerId: string): Promise<number> {
    const seats = await this.deps.db
      .selectFrom('family_invitations')
      .select(sql<string | number>`count(*)`.as('count'))
      .where('owner_id', '=', ownerId)
      .where('status', 'in', ['pending', 'accepted'])
      .executeTakeFirstOrThrow();
    return Number(seats.count);
  }

  async invite(ownerId: string, email: string, tokenHash: string, at: Date): Promise<string> {
    const id = randomUUID();
    await this.deps.db
      .insertInto('family_invitations')
      .values({
        id,
        owner_id: ownerId,
        email,
        status: 'pending',
        invited_at: at.toISOString(),
        responded_at: null,
        token_hash: tokenHash,
      })
      .execute();
    return id;
  }

  async linkInvitation(invitationId: string, tokenHash: string): Promise<void> {
    await this.deps.db
      .updateTable('family_invitations')
      .set({ token_hash: tokenHash })
      .where('id', '=', invitationId)
      .where('status', '=', 'pending')
      .where('token_hash', 'is', null)
      .execute();
  }

  async invitationByLink(tokenHash: string): Promise<LinkedInvitation | null> {
    const row = await this.deps.db
      .selectFrom('family_invitations')
      .select(['id', 'owner_id', 'email', 'status'])
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    return row ? { id: row.id, ownerId: row.owner_id, email: row.email, status: row.status } : null;
  }

  async markAccepted(invitationId: string, at: Date): Promise<boolean> {
    const taken = await this.deps.db
      .updateTable('family_invitations')
      .set({ status: 'accepted', responded_at: at.toISOString() })
      .where('id', '=', invitationId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return taken.numUpdatedRows === 1n;
  }

  async addMember(
    member: { readonly memberId: string; readonly ownerId: string; readonly invitationId: string },
    at: Date,
  ): Promise<void> {
    await this.deps.db
      .insertInto('family_members')
      .values({
        member_id: member.memberId,
        owner_id: member.ownerId,
        invitation_id: member.invitationId,
        joined_at: at.toISOString(),
      })
      .execute();
  }

  async findMember(
    memberId: string,
    ownerId: string | null,
  ): Promise<{ readonly memberId: string; readonly invitationId: string } | null> {
    const query = this.deps.db
      .selectFrom('family_members')
      .select(['member_id', 'invitation_id'])
      .where('member_id', '=', memberId);
    const row = await (ownerId === null ? query : query.where('owner_id', '=', ownerId)).executeTakeFirst();
    return row ? { memberId: row.member_id, invitationId: row.invitation_id } : null;
  }

  async removeMember(member: { readonly memberId: string; readonly invitationId: string }, at: Date): Promise<void> {
    const { db } = this.deps;
    await db.deleteFrom('family_members').where('member_id', '=', member.memberId).execute();
    await db
      .updateTable('family_invitations')
      .set({ status: 'removed', responded_at: at.toISOString() })
      .where('id', '=', member.invitationId)
      .execute();
  }

  async proveAddress(userId: string, email: string, at: Date): Promise<void> {
    await this.deps.db
      .updateTable('users')
      .set((eb) => ({ email_verified_at: eb.fn.coalesce('email_verified_at', eb.val(at.toISOString())) }))
      .where('id', '=', userId)
      .where('email', '=', email)
      .execute();
  }

  async withdrawInvitation(ownerId: string, invitationId: string, at: Date): Promise<boolean> {
    const result = await this.deps.db
      .updateTable('family_invitations')
      .set({ status: 'removed', responded_at: at.toISOString() })
      .where('id', '=', invitationId)
      .where('owner_id', '=', ownerId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  async view(userId: string): Promise<FamilyView> {
    const { db } = this.deps;
    const viewer = await db
      .selectFrom('users')
      .select(['email', 'email_verified_at'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    // Whoever registered an address first must not learn who invited it: received invitations need the address proved.
    const email = viewer.email_verified_at === null ? null : viewer.email;
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
      email === null
        ? []
        : db
            .selectFrom('family_invitations')
            .innerJoin('users as owner', 'owner.id', 'family_invitations.owner_id')
            .select([
              'family_invitations.id',
              'owner.email as ownerEmail',
              'family_invitations.invited_at as invitedAt',
            ])
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
