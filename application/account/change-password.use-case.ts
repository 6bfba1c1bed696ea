import type { Locale } from '#domain/market/locale';
import { err, type Result } from '#domain/shared/result';
import type { AccountGateway } from '../ports/account-gateway.port';
import type { AccountError } from './account.errors';

export interface ChangePasswordDeps {
  readonly gateway: Pick<AccountGateway, 'changePassword'>;
}

/**
 * Issue 21 user panel "profile": a new password, proven with the current one; every other session ends. A new
 * password of only spaces is refused as the server would, before it is sent.
 */
export class ChangePassword {
  readonly #deps: ChangePasswordDeps;

  constructor(deps: ChangePasswordDeps) {
    this.#deps = deps;
  }

  async execute(input: {
    readonly locale: Locale;
    readonly currentPassword: string;
    readonly newPassword: string;
  }): Promise<Result<void, AccountError>> {
    if (input.newPassword.trim() === '')
      return err({ code: 'ACCOUNT.FIELD_REFUSED', property: 'new_password', reason: 'BLANK' });
    return this.#deps.gateway.changePassword(input.locale, input.currentPassword, input.newPassword);
  }
}
