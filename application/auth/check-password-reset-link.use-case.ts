import type { Locale } from '#domain/market/locale';
import type { Result } from '#domain/shared/result';
import type { PasswordResetGateway, PasswordResetLink } from '../ports/password-reset-gateway.port';
import type { PasswordResetError } from './auth.errors';

export interface CheckPasswordResetLinkDeps {
  readonly gateway: PasswordResetGateway;
}

/** Spec §2 `/password-reset/[id]`: whether the mailed link still works, before the page offers the form. */
export class CheckPasswordResetLink {
  readonly #deps: CheckPasswordResetLinkDeps;

  constructor(deps: CheckPasswordResetLinkDeps) {
    this.#deps = deps;
  }

  execute(input: {
    readonly locale: Locale;
    readonly token: string;
  }): Promise<Result<PasswordResetLink, PasswordResetError>> {
    return this.#deps.gateway.checkLink(input.locale, input.token);
  }
}
