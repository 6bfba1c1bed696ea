import type { Kysely } from 'kysely';
import type { Market } from '#domain/market/market';
import type { DatabaseSchema } from '../db/schema';

/**
 * Whether a user hears club titles in a market: the club must be on there (spec §1: off in sk and es) and the
 * user's paid period must not have ended.
 */
export const hasClubAccess = async (
  db: Kysely<DatabaseSchema>,
  userId: string,
  market: Market,
  now: Date,
): Promise<boolean> => {
  if (!market.features.club) return false;
  const row = await db.selectFrom('users').select('club_until').where('id', '=', userId).executeTakeFirst();
  return row?.club_until != null && row.club_until > now.toISOString();
};
