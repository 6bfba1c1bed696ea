import type { Kysely } from 'kysely';
import type { Market } from '#domain/market/market';
import type { DatabaseSchema } from '../db/schema';
import type { AccountView, AccountViews } from './account-views.port';
import { hasClubAccess } from './club-access';
import { KyselyUserRepository } from './kysely-user-repository';
import { readPlaybackLimit } from './playback-limit';

/** Account views read from the database: the user row, the club periods and this month's listening. */
export class KyselyAccountViews implements AccountViews {
  readonly #db: Kysely<DatabaseSchema>;
  readonly #users: KyselyUserRepository;

  constructor(deps: { readonly db: Kysely<DatabaseSchema> }) {
    this.#db = deps.db;
    this.#users = new KyselyUserRepository(deps);
  }

  async of(userId: string, market: Market, now: Date): Promise<AccountView | null> {
    const user = await this.#users.findById(userId);
    if (!user) return null;
    const [hasClub, playbackLimit] = await Promise.all([
      hasClubAccess(this.#db, user.id, market, now),
      readPlaybackLimit(this.#db, user.id, now),
    ]);
    return { user, hasClub, playbackLimit };
  }
}
