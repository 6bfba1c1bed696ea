import type { Kysely } from 'kysely';
import { type AlphaTesters, isAlphaTester, NO_ALPHA_TESTERS } from '#domain/auth/alpha-testers';
import type { Market } from '#domain/market/market';
import type { DatabaseSchema } from '../db/schema';
import type { AccountView, AccountViews } from './account-views.port';
import { hasClubAccess } from './club-access';
import { KyselyUserRepository } from './kysely-user-repository';
import { readPlaybackLimit } from './playback-limit';

/** Account views read from the database: the user row, the club periods and this month's listening; alpha testers by e-mail. */
export class KyselyAccountViews implements AccountViews {
  readonly #db: Kysely<DatabaseSchema>;
  readonly #users: KyselyUserRepository;
  readonly #alphaTesters: AlphaTesters;

  constructor(deps: { readonly db: Kysely<DatabaseSchema>; readonly alphaTesters?: AlphaTesters }) {
    this.#db = deps.db;
    this.#users = new KyselyUserRepository(deps);
    this.#alphaTesters = deps.alphaTesters ?? NO_ALPHA_TESTERS;
  }

  async of(userId: string, market: Market, now: Date): Promise<AccountView | null> {
    const user = await this.#users.findById(userId);
    if (!user) return null;
    const [hasClub, playbackLimit] = await Promise.all([
      hasClubAccess(this.#db, user.id, market, now),
      readPlaybackLimit(this.#db, user.id, now),
    ]);
    return { user, hasClub, playbackLimit, isAlphaTester: isAlphaTester(this.#alphaTesters, user.email) };
  }
}
