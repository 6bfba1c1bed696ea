import { err, ok, type Result } from '#domain/shared/result';
import { logSecurityEvent } from '../../accounts/security-log';
import type { PasswordHasher } from '../../accounts/password/password-hasher';
import { hashPassword } from '../../accounts/password/password-text';
import { tokenHash } from '../../accounts/session/token';
import type { SignInThrottle } from '../../accounts/throttle/sign-in-throttle';
import type { Logger } from '../../logging/logger';
import { PASSWORD_RESET_REVOCATION, type PasswordResetRepository } from './password-reset-repository.port';
import { CONSUME_ERRORS, type ResetTokenError, resetTokenError } from './reset-token';

export interface ResetPasswordDeps {
  readonly resets: Pick<PasswordResetRepository, 'find' | 'consume'>;
  readonly hasher: Pick<PasswordHasher, 'hash'>;
  /** Sign-in's failures of the account, which a completed reset clears. */
  readonly signInThrottle: Pick<SignInThrottle, 'forgetAccount'>;
  readonly now: () => Date;
  readonly logger: Logger;
}

export interface ResetPasswordInput {
  readonly token: string;
  /** Already checked against the password policy. */
  readonly password: string;
  /** The client's address, for the security log. */
  readonly address: string;
}

export interface PasswordReset {
  readonly userId: string;
  readonly sessionsRevoked: number;
}

/**
 * ResetPassword: sets the new password with a reset link's token, once, within its hour; every session ends and the
 * account's sign-in failures are forgotten.
 */
export class ResetPassword {
  readonly #deps: ResetPasswordDeps;

  constructor(deps: ResetPasswordDeps) {
    this.#deps = deps;
  }

  async execute(input: ResetPasswordInput): Promise<Result<PasswordReset, ResetTokenError>> {
    const { resets, hasher, now, logger } = this.#deps;
    const hash = tokenHash(input.token);
    const state = await resets.find(hash);
    const early = resetTokenError(state, now());
    if (early || !state) return err(early ?? { code: 'TOKEN_NOT_FOUND' });
    const passwordHash = await hashPassword(hasher, input.password);
    // Hashing takes a while: the token is checked again, atomically, as it is spent.
    const outcome = await resets.consume(hash, passwordHash, now());
    if (outcome.kind !== 'changed') return err(CONSUME_ERRORS[outcome.kind]);
    // Whoever guessed was guessing a password that no longer exists: the owner starts with no failures anywhere.
    await this.#deps.signInThrottle.forgetAccount(state.email);
    logSecurityEvent(logger, 'security.password_reset.success', {
      user_id: outcome.userId,
      ip: input.address,
      reason: PASSWORD_RESET_REVOCATION,
      sessions_revoked: outcome.sessionsRevoked,
    });
    return ok({ userId: outcome.userId, sessionsRevoked: outcome.sessionsRevoked });
  }
}
