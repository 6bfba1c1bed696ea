import { err, ok, type Result } from '#domain/shared/result';
import { tokenHash } from '../../accounts/session/token';
import { emailHint } from './email-hint';
import type { PasswordResetRepository } from './password-reset-repository.port';
import { type ResetTokenError, resetTokenError } from './reset-token';

export interface CheckPasswordResetTokenDeps {
  readonly resets: Pick<PasswordResetRepository, 'find'>;
  readonly now: () => Date;
}

/** The password-reset link's page: whether the token can still reset a password, with a hint of the address. */
export class CheckPasswordResetToken {
  readonly #deps: CheckPasswordResetTokenDeps;

  constructor(deps: CheckPasswordResetTokenDeps) {
    this.#deps = deps;
  }

  async execute(input: { readonly token: string }): Promise<Result<{ readonly emailHint: string }, ResetTokenError>> {
    const state = await this.#deps.resets.find(tokenHash(input.token));
    const problem = resetTokenError(state, this.#deps.now());
    if (problem || !state) return err(problem ?? { code: 'TOKEN_NOT_FOUND' });
    return ok({ emailHint: emailHint(state.email) });
  }
}
