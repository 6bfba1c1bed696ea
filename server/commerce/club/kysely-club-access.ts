import type { Kysely } from 'kysely';
import type { Market } from '#domain/market/market';
import { hasClubAccess } from '../../accounts/club-access';
import type { DatabaseSchema } from '../../db/schema';
import type { ClubAccess } from './club-access.port';

/** Club access as the accounts' query reads it from the users and family tables. */
export class KyselyClubAccess implements ClubAccess {
  constructor(private readonly deps: { readonly db: Kysely<DatabaseSchema> }) {}

  hasClubAccess(userId: string, market: Market, now: Date): Promise<boolean> {
    return hasClubAccess(this.deps.db, userId, market, now);
  }
}
