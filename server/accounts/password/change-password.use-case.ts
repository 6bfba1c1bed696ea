import { err, ok, type Result } from '#domain/shared/result';
import { invalidField, type SharedError } from '../../shared/server-error';
import type { UnitOfWork } from '../../shared/unit-of-work.port';
import type { AccountsError } from '../accounts.errors';
import type { AccountsRepositories } from '../accounts-repositories';
import { logSecurityEvent } from '../security-log';
import type { Viewer } from '../session/viewer';
import { type PasswordProofDeps, provePassword } from './password-proof';
import { hashPassword } from './password-text';

/** Why the account's other sessions ended when its owner changed the password (`sessions.revoked_reason`). */
export const PASSWORD_CHANGE_REVOCATION = 'password-change';

export interface ChangePasswordDeps extends PasswordProofDeps {
  readonly unitOfWork: UnitOfWork<Pick<AccountsRepositories, 'users' | 'sessions'>>;
  readonly now: () => Date;
}

export interface ChangePasswordInput {
  readonly viewer: Pick<Viewer, 'userId' | 'sessionId'>;
  readonly currentPassword: string;
  /** Already checked against the password policy. */
  readonly newPassword: string;
  readonly address: string;
}

const EVENTS = {
  throttled: 'security.password_change.throttled',
  failure: 'security.password_change.failure',
} as const;

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
    const { hasher, throttle, logger } = this.#deps;
    const now = this.#deps.now();
    const proof = await provePassword(
      this.#deps,
      { ...input, password: input.currentPassword, field: 'current_password', events: EVENTS },
      now,
    );
    if (!proof.ok) return proof;
    const { user, verifiedHash, who } = proof.value;
    const newHash = await hashPassword(hasher, input.newPassword);
    const replaced = await this.#deps.unitOfWork.run(async ({ users: stored, sessions }) => {
      if (!(await stored.replacePasswordHash(user.id, verifiedHash, newHash)))
        return err(invalidField('current_password', 'INVALID'));
      return ok(await sessions.revokeAllExcept(user.id, input.viewer.sessionId, PASSWORD_CHANGE_REVOCATION, now));
    });
    if (!replaced.ok) {
      logSecurityEvent(logger, EVENTS.failure, { ...who, reason: 'changed-meanwhile' });
      return replaced;
    }
    // The guesses were at a password that no longer exists, so every address's failures on the account go.
    await throttle.forgetAccount(user.email);
    logSecurityEvent(logger, 'security.password_change.success', { ...who, sessions_revoked: replaced.value });
    return ok({ sessionsRevoked: replaced.value });
  }
}
