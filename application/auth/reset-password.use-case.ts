import type { Locale } from '#domain/market/locale';
import { err, type Result } from '#domain/shared/result';
import type { PasswordResetGateway } from '../ports/password-reset-gateway.port';
import type { PasswordResetError } from './auth.errors';

export interface ResetPasswordDeps {
  readonly gateway: PasswordResetGateway;
}

/**
 * Spec §2 `/password-reset/[id]`: the new password set with the mailed link, after which every session of the account
 * has ended. A password of only spaces is refused as the server would, before it is sent.
 */
export class ResetPassword {
  readonly #deps: ResetPasswordDeps;

  constructor(deps: ResetPasswordDeps) {
    this.#deps = deps;
  }

  async execute(input: {
    readonly locale: Locale;
    readonly token: string;
    readonly password: string;
  }): Promise<Result<void, PasswordResetError>> {
    if (input.password.trim() === '') return err({ code: 'RESET.PASSWORD_REFUSED', reason: 'BLANK' });
    return this.#deps.gateway.resetPassword(input.locale, input.token, input.password);
  }
}
