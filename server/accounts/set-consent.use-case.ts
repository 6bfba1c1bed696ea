import type { Market } from '#domain/market/market';
import { err, ok, type Result } from '#domain/shared/result';
import type { AccountsError } from './accounts.errors';
import type { AccountView, AccountViews } from './account-views.port';
import type { Consent, UserRepository } from './user-repository.port';

export interface SetConsentDeps {
  readonly users: Pick<UserRepository, 'setConsent'>;
  readonly views: AccountViews;
  readonly now: () => Date;
}

export interface SetConsentInput {
  readonly userId: string;
  readonly consent: Consent;
  readonly value: boolean;
  readonly market: Market;
}

/** The consent commands of the user panel (spec §2 "consents"): switch one, and answer the account as it now is. */
export class SetConsent {
  readonly #deps: SetConsentDeps;

  constructor(deps: SetConsentDeps) {
    this.#deps = deps;
  }

  async execute(input: SetConsentInput): Promise<Result<AccountView, AccountsError>> {
    await this.#deps.users.setConsent(input.userId, input.consent, input.value);
    const view = await this.#deps.views.of(input.userId, input.market, this.#deps.now());
    return view ? ok(view) : err({ code: 'UNAUTHENTICATED' });
  }
}
