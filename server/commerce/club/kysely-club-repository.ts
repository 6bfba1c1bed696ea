import { type Kysely, sql } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import type { AntiCancellationReasonId } from './anti-cancellation-reasons';
import type { ClubFacts, ClubRepository } from './club-repository.port';

/** Club periods on `users` and renewal on `club_memberships`. */
export class KyselyClubRepository implements ClubRepository {
  constructor(private readonly deps: { readonly db: Kysely<DatabaseSchema> }) {}

  async periodEnd(userId: string): Promise<string | null> {
    const user = await this.deps.db
      .selectFrom('users')
      .select('club_until')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    return user.club_until;
  }

  async extendPeriod(userId: string, until: Date, at: Date): Promise<void> {
    const { db } = this.deps;
    await db.updateTable('users').set({ club_until: until.toISOString() }).where('id', '=', userId).execute();
    await db
      .insertInto('club_memberships')
      .values({ user_id: userId, joined_at: at.toISOString(), club_cancelled_at: null, cancel_reason_id: null })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ club_cancelled_at: null, cancel_reason_id: null }))
      .execute();
  }

  async stopRenewal(userId: string, reasonId: AntiCancellationReasonId, at: Date): Promise<string> {
    const { db } = this.deps;
    const now = at.toISOString();
    await db
      .insertInto('club_memberships')
      .values({ user_id: userId, joined_at: now, club_cancelled_at: now, cancel_reason_id: reasonId })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
    await db
      .updateTable('club_memberships')
      .set({ club_cancelled_at: now, cancel_reason_id: reasonId })
      .where('user_id', '=', userId)
      .where('club_cancelled_at', 'is', null)
      .execute();
    const row = await db
      .selectFrom('club_memberships')
      .select('club_cancelled_at')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return row.club_cancelled_at ?? now;
  }

  async facts(userId: string, catalogId: string): Promise<ClubFacts> {
    const { db } = this.deps;
    const [user, membership, licenses, asMember, members] = await Promise.all([
      db.selectFrom('users').select('club_until').where('id', '=', userId).executeTakeFirstOrThrow(),
      db.selectFrom('club_memberships').select('club_cancelled_at').where('user_id', '=', userId).executeTakeFirst(),
      db
        .selectFrom('licenses')
        .innerJoin('products', 'products.id', 'licenses.product_id')
        .select(sql<string | number>`count(*)`.as('count'))
        .where('licenses.user_id', '=', userId)
        .where('products.catalog_id', '=', catalogId)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('family_members')
        .innerJoin('users as owner', 'owner.id', 'family_members.owner_id')
        .select(['owner.email', 'owner.club_until'])
        .where('family_members.member_id', '=', userId)
        .executeTakeFirst(),
      db
        .selectFrom('family_members')
        .select(sql<string | number>`count(*)`.as('count'))
        .where('owner_id', '=', userId)
        .executeTakeFirstOrThrow(),
    ]);
    return {
      clubUntil: user.club_until,
      cancelledAt: membership?.club_cancelled_at ?? null,
      oneOffPurchases: Number(licenses.count),
      asMember: asMember ? { ownerEmail: asMember.email, ownerClubUntil: asMember.club_until } : null,
      members: Number(members.count),
    };
  }
}
