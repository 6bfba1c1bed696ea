import { signUpInputErrors } from '#domain/auth/sign-up';
import type { Locale } from '#domain/market/locale';
import { MARKETS } from '#domain/market/markets';
import { err, type Result } from '#domain/shared/result';
import type { PasswordResetGateway } from '../ports/password-reset-gateway.port';
import type { PasswordResetError } from './auth.errors';

export interface RequestPasswordResetDeps {
  readonly gateway: PasswordResetGateway;
}

/**
 * Spec §2 `/password-reset`: asks for a reset link to the address. The answer is the same whether or not an account
 * has it, so the page can never tell; only an address that cannot be one is refused before the server is asked.
 */
export class RequestPasswordReset {
  readonly #deps: RequestPasswordResetDeps;

  constructor(deps: RequestPasswordResetDeps) {
    this.#deps = deps;
  }

  async execute(input: { readonly locale: Locale; readonly email: string }): Promise<Result<void, PasswordResetError>> {
    const email = input.email.trim();
    // The sign-up form's own address check: one shape for every form that takes an address.
    if (signUpInputErrors({ email, password: '-' }).length > 0) return err({ code: 'RESET.INVALID_EMAIL' });
    return this.#deps.gateway.requestReset(input.locale, email, MARKETS[input.locale].catalogId);
  }
}
