import type { Kysely } from 'kysely';
import type { Market } from '#domain/market/market';
import type { DatabaseSchema } from '../db/schema';

const isRunning = (clubUntil: string | null | undefined, now: Date): boolean =>
  clubUntil != null && new Date(clubUntil).getTime() > now.getTime();

/**
 * Whether a user hears club titles in a market: the club must be on there (spec §1: off in sk and es) and either the
 * user's own paid period has not ended, or the market shares the club with families (spec §1: pl, de, cz) and the
 * user is a member of the family of someone whose period has not.
 */
export const hasClubAccess = async (
  db: Kysely<DatabaseSchema>,
  userId: string,
  market: Market,
  now: Date,
): Promise<boolean> => {
  if (!market.features.club) return false;
  const own = await db.selectFrom('users').select('club_until').where('id', '=', userId).executeTakeFirst();
  if (isRunning(own?.club_until, now)) return true;
  // lt and tr run a club without sharing: a family membership made elsewhere gives nothing there.
  if (!market.features.sharing) return false;
  const family = await db
    .selectFrom('family_members')
    .innerJoin('users as owner', 'owner.id', 'family_members.owner_id')
    .select('owner.club_until')
    .where('family_members.member_id', '=', userId)
    .executeTakeFirst();
  return isRunning(family?.club_until, now);
};
