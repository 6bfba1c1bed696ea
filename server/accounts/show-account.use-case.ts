import type { Market } from '#domain/market/market';
import { err, ok, type Result } from '#domain/shared/result';
import type { AccountsError } from './accounts.errors';
import type { AccountView, AccountViews } from './account-views.port';

export interface ShowAccountDeps {
  readonly views: AccountViews;
  readonly now: () => Date;
}

/** `GET /me` (spec §7): the signed-in account with its club access in the market and this month's playback limit. */
export class ShowAccount {
  readonly #deps: ShowAccountDeps;

  constructor(deps: ShowAccountDeps) {
    this.#deps = deps;
  }

  async execute(input: {
    readonly userId: string;
    readonly market: Market;
  }): Promise<Result<AccountView, AccountsError>> {
    const view = await this.#deps.views.of(input.userId, input.market, this.#deps.now());
    // A session outliving its account (deleted since) is as good as none.
    return view ? ok(view) : err({ code: 'UNAUTHENTICATED' });
  }
}
