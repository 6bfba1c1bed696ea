import { err, ok, type Result } from '#domain/shared/result';
import type { Logger } from '../../logging/logger';
import { invalidField, type SharedError, tooManyAttempts } from '../../shared/server-error';
import type { AccountsError } from '../accounts.errors';
import { emailLogTag } from '../email-address';
import { logSecurityEvent, type SecurityEvent, type SecurityFields } from '../security-log';
import type { Viewer } from '../session/viewer';
import type { SignInThrottle } from '../throttle/sign-in-throttle';
import type { UserRecord, UserRepository } from '../user-repository.port';
import type { PasswordHasher } from './password-hasher';
import { matchPassword } from './password-text';

export interface PasswordProofDeps {
  readonly users: Pick<UserRepository, 'findById'>;
  readonly hasher: PasswordHasher;
  /** A hash of a random password, verified against when the account has none, so every path costs one verify. */
  readonly dummyHash: Promise<string>;
  /** The sign-in throttle, counting the session as well as the address: a stolen session gets no more guesses. */
  readonly throttle: SignInThrottle;
  readonly logger: Logger;
}

export interface PasswordProofInput {
  readonly viewer: Pick<Viewer, 'userId' | 'sessionId'>;
  readonly password: string;
  readonly address: string;
  /** The field a wrong password is refused under (`current_password`, `password`). */
  readonly field: string;
  /** The security events of a throttled and of a failed proof. */
  readonly events: { readonly throttled: SecurityEvent; readonly failure: SecurityEvent };
}

/** A signed-in owner's proven password: the account, the hash verified, and who asked, for the security log. */
export interface ProvenPassword {
  readonly user: UserRecord;
  readonly verifiedHash: string;
  readonly who: SecurityFields;
}

/**
 * The signed-in owner proves the account's password before a change that needs it (a password change, a deletion).
 * A refusal is a field error, not sign-in's 401: a 401 tells the storefront its session is gone, and this one stays
 * signed in. Wrong passwords count as sign-in failures of the account, the address and the session.
 */
export const provePassword = async (
  deps: PasswordProofDeps,
  input: PasswordProofInput,
  now: Date,
): Promise<Result<ProvenPassword, AccountsError | SharedError>> => {
  const { users, hasher, dummyHash, throttle, logger } = deps;
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
    logSecurityEvent(logger, input.events.throttled, who);
    return err(tooManyAttempts(wait));
  }
  // A failure costs the same verifies, also for an account without a password.
  const verified = await matchPassword(hasher, user.passwordHash ?? (await dummyHash), input.password);
  if (user.passwordHash === null || verified === 'none') {
    await throttle.recordFailure(attempt, now);
    const reason = user.passwordHash === null ? 'no-password' : 'wrong-password';
    logSecurityEvent(logger, input.events.failure, { ...who, reason });
    return err(invalidField(input.field, 'INVALID'));
  }
  return ok({ user, verifiedHash: user.passwordHash, who });
};
