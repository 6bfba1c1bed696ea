import type { User } from '#domain/auth/user';
import type { Locale } from '#domain/market/locale';
import type { Result } from '#domain/shared/result';
import type { AccountGateway } from '../ports/account-gateway.port';
import type { AccountError } from './account.errors';

export interface LoadAccountDeps {
  readonly gateway: Pick<AccountGateway, 'account'>;
}

/** Issue 21 user panel "profile" and "consents": the signed-in listener's account as `GET /me` has it. */
export class LoadAccount {
  readonly #deps: LoadAccountDeps;

  constructor(deps: LoadAccountDeps) {
    this.#deps = deps;
  }

  execute(input: { readonly locale: Locale }): Promise<Result<User, AccountError>> {
    return this.#deps.gateway.account(input.locale);
  }
}
