import { canonicalUserCode } from '#domain/auth/device-sign-in';
import { err, ok, type Result } from '#domain/shared/result';
import type { Logger } from '../../logging/logger';
import { notFound, type SharedError, tooManyAttempts } from '../../shared/server-error';
import { logSecurityEvent } from '../security-log';
import type { Viewer } from '../session/viewer';
import type { AttemptLimiter } from '../throttle/attempt-limiter.port';
import type { DeviceSignInRepository } from './device-sign-in-repository.port';

export interface DecideDeviceSignInDeps {
  readonly signIns: Pick<DeviceSignInRepository, 'decide'>;
  /** Wrong user codes per account, shared with the confirming page's lookup. */
  readonly wrongCodes: AttemptLimiter;
  readonly now: () => Date;
  readonly logger: Logger;
}

export interface DecideDeviceSignInInput {
  readonly viewer: Viewer;
  /** As typed: any case, with or without its dash. */
  readonly userCode: string;
  readonly approve: boolean;
  readonly address: string;
}

/**
 * ApproveDeviceSignIn (RFC 8628 §3.3): the signed-in viewer lets the device of a pending, unexpired user code in, as
 * this account, or refuses it; the first decision holds. A code that finds nothing is NOT_FOUND and counts against
 * the account's few wrong codes an hour (then TOO_MANY_ATTEMPTS), so a stolen session cannot guess its way onto
 * another person's device.
 */
export class DecideDeviceSignIn {
  readonly #deps: DecideDeviceSignInDeps;

  constructor(deps: DecideDeviceSignInDeps) {
    this.#deps = deps;
  }

  async execute(input: DecideDeviceSignInInput): Promise<Result<{ readonly approved: boolean }, SharedError>> {
    const { signIns, wrongCodes, logger } = this.#deps;
    const now = this.#deps.now();
    const { userId, sessionId } = input.viewer;
    const wait = await wrongCodes.retryAfterSeconds(userId, now);
    if (wait > 0) {
      logSecurityEvent(logger, 'security.device_sign_in.throttled', { user_id: userId, ip: input.address });
      return err(tooManyAttempts(wait));
    }
    const code = canonicalUserCode(input.userCode);
    const decided = code !== null && (await signIns.decide(code, { approve: input.approve, userId }, now));
    if (!decided) {
      await wrongCodes.record(userId, now);
      logSecurityEvent(logger, 'security.device_sign_in.failure', {
        user_id: userId,
        ip: input.address,
        reason: 'unknown-user-code',
      });
      return err(notFound('Device sign-in'));
    }
    const event = input.approve ? 'security.device_sign_in.approved' : 'security.device_sign_in.denied';
    logSecurityEvent(logger, event, { user_id: userId, session_id: sessionId, ip: input.address });
    return ok({ approved: input.approve });
  }
}
