import type { Locale } from '#domain/market/locale';
import { err, type Result } from '#domain/shared/result';
import type { AccountGateway } from '../ports/account-gateway.port';
import type { AccountError } from './account.errors';

export interface DeleteAccountDeps {
  readonly gateway: Pick<AccountGateway, 'deleteAccount'>;
}

/**
 * Issue 21 user panel "profile": the account deleted once the listener gives its password; an empty one is refused
 * without asking, since no account has it.
 */
export class DeleteAccount {
  readonly #deps: DeleteAccountDeps;

  constructor(deps: DeleteAccountDeps) {
    this.#deps = deps;
  }

  async execute(input: { readonly locale: Locale; readonly password: string }): Promise<Result<void, AccountError>> {
    if (input.password === '') return err({ code: 'ACCOUNT.FIELD_REFUSED', property: 'password', reason: 'INVALID' });
    return this.#deps.gateway.deleteAccount(input.locale, input.password);
  }
}
