import { canonicalUserCode, formatUserCode } from '#domain/auth/device-sign-in';
import { err, ok, type Result } from '#domain/shared/result';
import type { Logger } from '../../logging/logger';
import { notFound, type SharedError, tooManyAttempts } from '../../shared/server-error';
import { logSecurityEvent } from '../security-log';
import type { Viewer } from '../session/viewer';
import type { AttemptLimiter } from '../throttle/attempt-limiter.port';
import type { DeviceSignInRepository } from './device-sign-in-repository.port';

export interface ShowPendingDeviceSignInDeps {
  readonly signIns: Pick<DeviceSignInRepository, 'pendingByUserCode'>;
  /** Wrong user codes per account, shared with the decision: a lookup is a guess too. */
  readonly wrongCodes: AttemptLimiter;
  readonly now: () => Date;
  readonly logger: Logger;
}

/** A pending sign-in as the confirming page shows it. */
export interface PendingDeviceSignIn {
  /** Formatted, `BDFG-HJKM`. */
  readonly userCode: string;
  readonly clientName: string;
  readonly expiresAt: Date;
}

/**
 * `GET /device-sign-ins/{user_code}`: what the signed-in viewer is about to let in, while the code is pending and
 * unexpired (else NOT_FOUND). Codes that find nothing count against the account's few wrong codes an hour.
 */
export class ShowPendingDeviceSignIn {
  readonly #deps: ShowPendingDeviceSignInDeps;

  constructor(deps: ShowPendingDeviceSignInDeps) {
    this.#deps = deps;
  }

  async execute(input: {
    readonly viewer: Viewer;
    readonly userCode: string;
    readonly address: string;
  }): Promise<Result<PendingDeviceSignIn, SharedError>> {
    const { signIns, wrongCodes, logger } = this.#deps;
    const now = this.#deps.now();
    const { userId } = input.viewer;
    const wait = await wrongCodes.retryAfterSeconds(userId, now);
    if (wait > 0) {
      logSecurityEvent(logger, 'security.device_sign_in.throttled', { user_id: userId, ip: input.address });
      return err(tooManyAttempts(wait));
    }
    const code = canonicalUserCode(input.userCode);
    const pending = code === null ? null : await signIns.pendingByUserCode(code, now);
    if (!pending) {
      await wrongCodes.record(userId, now);
      logSecurityEvent(logger, 'security.device_sign_in.failure', {
        user_id: userId,
        ip: input.address,
        reason: 'unknown-user-code',
      });
      return err(notFound('Device sign-in'));
    }
    return ok({
      userCode: formatUserCode(pending.userCode),
      clientName: pending.clientName,
      expiresAt: pending.expiresAt,
    });
  }
}
