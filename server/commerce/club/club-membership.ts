import { type Kysely, sql } from 'kysely';
import type { Market } from '#domain/market/market';
import { ApiError } from '../../http/api-error';
import type { DatabaseSchema } from '../../db/schema';
import type { AntiCancellationReasonId } from './anti-cancellation-reasons';
import { clubNotAvailable } from './join-club';

const isRunning = (until: string | null | undefined, now: Date): boolean =>
  until != null && new Date(until).getTime() > now.getTime();

/** What gives a user access to titles in a market. */
export interface AccessSources {
  readonly club: {
    readonly available: boolean;
    readonly active: boolean;
    readonly clubUntil: string | null;
    readonly renews: boolean;
    readonly cancelledAt: string | null;
  };
  readonly oneOffPurchases: number;
  readonly family: {
    readonly role: 'owner' | 'member' | null;
    /** A member shares the club while the owner's period runs; an owner while their own does; only where sharing is. */
    readonly active: boolean;
    readonly ownerEmail: string | null;
    readonly members: number;
  };
  readonly hasClub: boolean;
}

/** The user's club period, one-off purchases in the market's catalogue and family, read in a few queries. */
export const readAccessSources = async (
  db: Kysely<DatabaseSchema>,
  input: { readonly userId: string; readonly market: Market; readonly now: Date },
): Promise<AccessSources> => {
  const { userId, market, now } = input;
  const [user, membership, licenses, asMember, members] = await Promise.all([
    db.selectFrom('users').select('club_until').where('id', '=', userId).executeTakeFirstOrThrow(),
    db.selectFrom('club_memberships').select('club_cancelled_at').where('user_id', '=', userId).executeTakeFirst(),
    db
      .selectFrom('licenses')
      .innerJoin('products', 'products.id', 'licenses.product_id')
      .select(sql<string | number>`count(*)`.as('count'))
      .where('licenses.user_id', '=', userId)
      .where('products.catalog_id', '=', market.catalogId)
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
  const available = market.features.club;
  const ownActive = available && isRunning(user.club_until, now);
  const memberCount = Number(members.count);
  const role = asMember ? 'member' : memberCount > 0 ? 'owner' : null;
  // Like `hasClubAccess`: a family shares the club only where the market offers sharing.
  const sharing = available && market.features.sharing;
  const familyActive = sharing && (asMember ? isRunning(asMember.club_until, now) : role === 'owner' && ownActive);
  const cancelledAt = membership?.club_cancelled_at ?? null;
  return {
    club: {
      available,
      active: ownActive,
      clubUntil: user.club_until,
      renews: ownActive && cancelledAt === null,
      cancelledAt,
    },
    oneOffPurchases: Number(licenses.count),
    family: { role, active: familyActive, ownerEmail: asMember?.email ?? null, members: memberCount },
    hasClub: ownActive || (role === 'member' && familyActive),
  };
};

/**
 * Stops the club's renewal: access lasts until `club_until`, and the reason is kept. Only a running paid period can be
 * cancelled (409 `NOT_A_CLUB_MEMBER`); cancelling again keeps the first cancellation time.
 */
export const cancelClub = async (
  db: Kysely<DatabaseSchema>,
  input: {
    readonly userId: string;
    readonly market: Market;
    readonly reasonId: AntiCancellationReasonId;
    readonly now: Date;
  },
): Promise<{ readonly clubUntil: string; readonly cancelledAt: string }> => {
  const { userId, now } = input;
  if (!input.market.features.club) throw clubNotAvailable();
  return db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('users').select('club_until').where('id', '=', userId).executeTakeFirstOrThrow();
    if (!isRunning(user.club_until, now) || user.club_until === null)
      throw new ApiError(409, 'NOT_A_CLUB_MEMBER', 'There is no running club membership to cancel');
    const at = now.toISOString();
    await trx
      .insertInto('club_memberships')
      .values({ user_id: userId, joined_at: at, club_cancelled_at: at, cancel_reason_id: input.reasonId })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
    await trx
      .updateTable('club_memberships')
      .set({ club_cancelled_at: at, cancel_reason_id: input.reasonId })
      .where('user_id', '=', userId)
      .where('club_cancelled_at', 'is', null)
      .execute();
    const row = await trx
      .selectFrom('club_memberships')
      .select('club_cancelled_at')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return { clubUntil: user.club_until, cancelledAt: row.club_cancelled_at ?? at };
  });
};
