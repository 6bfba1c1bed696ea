import { canonicalUserCode } from '#domain/auth/device-sign-in';
import { err, ok, type Result } from '#domain/shared/result';
import type { Logger } from '../../logging/logger';
import { notFound, type SharedError, tooManyAttempts } from '../../shared/server-error';
import { logSecurityEvent } from '../security-log';
import type { AttemptLimiter } from '../throttle/attempt-limiter.port';

export interface UserCodeGuessDeps {
  /** Wrong user codes per account, shared by the confirming page's lookup and the decision: each is a guess. */
  readonly wrongCodes: AttemptLimiter;
  readonly logger: Logger;
}

export interface UserCodeGuess {
  readonly userId: string;
  readonly address: string;
  /** As typed: any case, with or without its dash. */
  readonly typed: string;
  readonly now: Date;
}

/**
 * A signed-in account names a user code: refused while the account has guessed wrong too often, else `find` runs on
 * the canonical code; a code that finds nothing (or cannot be one) counts as a wrong guess and is NOT_FOUND, so a
 * stolen session cannot guess its way onto another person's device.
 */
export const guessUserCode = async <T>(
  { wrongCodes, logger }: UserCodeGuessDeps,
  { userId, address, typed, now }: UserCodeGuess,
  find: (code: string) => Promise<T | null>,
): Promise<Result<T, SharedError>> => {
  const wait = await wrongCodes.retryAfterSeconds(userId, now);
  if (wait > 0) {
    logSecurityEvent(logger, 'security.device_sign_in.throttled', { user_id: userId, ip: address });
    return err(tooManyAttempts(wait));
  }
  const code = canonicalUserCode(typed);
  const found = code === null ? null : await find(code);
  if (found !== null) return ok(found);
  await wrongCodes.record(userId, now);
  logSecurityEvent(logger, 'security.device_sign_in.failure', {
    user_id: userId,
    ip: address,
    reason: 'unknown-user-code',
  });
  return err(notFound('Device sign-in'));
};
