import { err, ok, type Result } from '#domain/shared/result';
import type { Logger } from '../logging/logger';
import { invalidField, type SharedError, tooManyAttempts } from '../shared/server-error';
import type { UnitOfWork } from '../shared/unit-of-work.port';
import type { AccountsError } from './accounts.errors';
import type { AccountsRepositories } from './accounts-repositories';
import { emailLogTag } from './email-address';
import type { PasswordHasher } from './password/password-hasher';
import { matchPassword } from './password/password-text';
import { logSecurityEvent } from './security-log';
import type { Viewer } from './session/viewer';
import type { SignInThrottle } from './throttle/sign-in-throttle';
import type { UserRepository } from './user-repository.port';

/** Why the account's sessions ended when its owner deleted it. */
export const ACCOUNT_DELETION_REVOCATION = 'account-deleted';

export interface DeleteAccountDeps {
  readonly users: Pick<UserRepository, 'findById'>;
  readonly hasher: PasswordHasher;
  /** A hash of a random password, verified against when the account has none, so every path costs one verify. */
  readonly dummyHash: Promise<string>;
  /** The sign-in throttle: a stolen session gets no more guesses at the password than sign-in would. */
  readonly throttle: SignInThrottle;
  readonly unitOfWork: UnitOfWork<Pick<AccountsRepositories, 'users' | 'sessions'>>;
  readonly now: () => Date;
  readonly logger: Logger;
}

export interface DeleteAccountInput {
  readonly viewer: Pick<Viewer, 'userId' | 'sessionId'>;
  readonly password: string;
  readonly address: string;
}

// A field error, not sign-in's 401: a 401 tells the storefront its session is gone, and this one stays signed in.
const WRONG_PASSWORD = invalidField('password', 'INVALID');

/**
 * `DeleteAccount { password }` (user panel "profile"): the signed-in owner proves the password, then every session of
 * the account ends and the account goes with everything kept about its owner, in one transaction. Wrong passwords
 * count as sign-in failures of the account, the address and the session.
 */
export class DeleteAccount {
  readonly #deps: DeleteAccountDeps;

  constructor(deps: DeleteAccountDeps) {
    this.#deps = deps;
  }

  async execute(
    input: DeleteAccountInput,
  ): Promise<Result<{ readonly sessionsEnded: number }, AccountsError | SharedError>> {
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
      logSecurityEvent(logger, 'security.account_deletion.throttled', who);
      return err(tooManyAttempts(wait));
    }
    // A failure costs the same verify, also for an account without a password.
    const verified = await matchPassword(hasher, user.passwordHash ?? (await dummyHash), input.password);
    if (user.passwordHash === null || verified === 'none') {
      await throttle.recordFailure(attempt, now);
      logSecurityEvent(logger, 'security.account_deletion.failure', {
        ...who,
        reason: user.passwordHash === null ? 'no-password' : 'wrong-password',
      });
      return err(WRONG_PASSWORD);
    }
    const verifiedHash = user.passwordHash;
    const deleted = await this.#deps.unitOfWork.run(async ({ users: stored, sessions }) => {
      // Ended before the rows go, so a store that keeps sessions apart from the account refuses them too.
      const ended = await sessions.revokeAll(user.id, ACCOUNT_DELETION_REVOCATION, now);
      if (!(await stored.delete(user.id, verifiedHash))) return err(WRONG_PASSWORD);
      return ok(ended);
    });
    if (!deleted.ok) {
      logSecurityEvent(logger, 'security.account_deletion.failure', { ...who, reason: 'changed-meanwhile' });
      return deleted;
    }
    await throttle.forgetAccount(user.email);
    logSecurityEvent(logger, 'security.account_deletion.success', { ...who, sessions_revoked: deleted.value });
    return ok({ sessionsEnded: deleted.value });
  }
}
