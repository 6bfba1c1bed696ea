import { err, ok, type Result } from '#domain/shared/result';
import type { Logger } from '../../logging/logger';
import { invalidField, type SharedError, tooManyAttempts } from '../../shared/server-error';
import type { UnitOfWork } from '../../shared/unit-of-work.port';
import type { AccountsError } from '../accounts.errors';
import type { AccountsRepositories } from '../accounts-repositories';
import { emailLogTag } from '../email-address';
import { logSecurityEvent } from '../security-log';
import type { Viewer } from '../session/viewer';
import type { SignInThrottle } from '../throttle/sign-in-throttle';
import type { UserRepository } from '../user-repository.port';
import type { PasswordHasher } from './password-hasher';
import { hashPassword, matchPassword } from './password-text';

/** Why the account's other sessions ended when its owner changed the password (`sessions.revoked_reason`). */
export const PASSWORD_CHANGE_REVOCATION = 'password-change';

export interface ChangePasswordDeps {
  readonly users: Pick<UserRepository, 'findById'>;
  readonly hasher: PasswordHasher;
  /** A hash of a random password, verified against when the account has none, so every path costs one verify. */
  readonly dummyHash: Promise<string>;
  /** The sign-in throttle, counting the session as well as the address: a stolen session gets no more guesses. */
  readonly throttle: SignInThrottle;
  readonly unitOfWork: UnitOfWork<Pick<AccountsRepositories, 'users' | 'sessions'>>;
  readonly now: () => Date;
  readonly logger: Logger;
}

export interface ChangePasswordInput {
  readonly viewer: Pick<Viewer, 'userId' | 'sessionId'>;
  readonly currentPassword: string;
  /** Already checked against the password policy. */
  readonly newPassword: string;
  readonly address: string;
}

// A field error, not sign-in's 401: a 401 tells the storefront its session is gone, and this one stays signed in.
const WRONG_CURRENT_PASSWORD = invalidField('current_password', 'INVALID');

/**
 * `ChangePassword` (quality bar "Sessions": password change revokes server-side): the signed-in owner proves the
 * current password, the new one is hashed and stored only while the verified hash still is, and every other session
 * of the account ends in the same transaction; the one that asked stays. Wrong current passwords count as sign-in
 * failures of the account, the address and the session; a change clears the account's failures, as a reset does.
 */
export class ChangePassword {
  readonly #deps: ChangePasswordDeps;

  constructor(deps: ChangePasswordDeps) {
    this.#deps = deps;
  }

  async execute(
    input: ChangePasswordInput,
  ): Promise<Result<{ readonly sessionsRevoked: number }, AccountsError | SharedError>> {
    const { users, hasher, dummyHash, throttle, logger } = this.#deps;
    const now = this.#deps.now();
    const user = await users.findById(input.viewer.userId);
    if (!user) return err({ code: 'UNAUTHENTICATED' });
    const who = {
      user_id: user.id,
      email_tag: emailLogTag(user.email),
      session_id: input.viewer.sessionId,
      ip: input.address,
    };
    const attempt = { email: user.email, address: input.address, sessionId: input.viewer.sessionId };
    const wait = await throttle.retryAfterSeconds(attempt, now);
    if (wait > 0) {
      logSecurityEvent(logger, 'security.password_change.throttled', who);
      return err(tooManyAttempts(wait));
    }

    // A failure costs the same verifies, also for an account without a password.
    const verified = await matchPassword(hasher, user.passwordHash ?? (await dummyHash), input.currentPassword);
    if (user.passwordHash === null || verified === 'none') {
      await throttle.recordFailure(attempt, now);
      const reason = user.passwordHash === null ? 'no-password' : 'wrong-password';
      logSecurityEvent(logger, 'security.password_change.failure', { ...who, reason });
      return err(WRONG_CURRENT_PASSWORD);
    }

    const verifiedHash = user.passwordHash;
    const newHash = await hashPassword(hasher, input.newPassword);
    const replaced = await this.#deps.unitOfWork.run(async ({ users: stored, sessions }) => {
      if (!(await stored.replacePasswordHash(user.id, verifiedHash, newHash))) return err(WRONG_CURRENT_PASSWORD);
      return ok(await sessions.revokeAllExcept(user.id, input.viewer.sessionId, PASSWORD_CHANGE_REVOCATION, now));
    });
    if (!replaced.ok) {
      logSecurityEvent(logger, 'security.password_change.failure', { ...who, reason: 'changed-meanwhile' });
      return replaced;
    }
    // The guesses were at a password that no longer exists, so every address's failures on the account go.
    await throttle.forgetAccount(user.email);
    logSecurityEvent(logger, 'security.password_change.success', { ...who, sessions_revoked: replaced.value });
    return ok({ sessionsRevoked: replaced.value });
  }
}
