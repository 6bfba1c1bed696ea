import { ok, type Result } from '#domain/shared/result';
import type { SharedError } from '../../shared/server-error';
import { logSecurityEvent } from '../security-log';
import type { Viewer } from '../session/viewer';
import type { DeviceSignInRepository } from './device-sign-in-repository.port';
import { guessUserCode, type UserCodeGuessDeps } from './user-code-guess';

export interface DecideDeviceSignInDeps extends UserCodeGuessDeps {
  readonly signIns: Pick<DeviceSignInRepository, 'decide'>;
  readonly now: () => Date;
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
    const { signIns, logger } = this.#deps;
    const now = this.#deps.now();
    const { userId, sessionId } = input.viewer;
    const guess = { userId, address: input.address, typed: input.userCode, now };
    const decided = await guessUserCode(this.#deps, guess, async (code) =>
      (await signIns.decide(code, { approve: input.approve, userId }, now)) ? code : null,
    );
    if (!decided.ok) return decided;
    const event = input.approve ? 'security.device_sign_in.approved' : 'security.device_sign_in.denied';
    logSecurityEvent(logger, event, { user_id: userId, session_id: sessionId, ip: input.address });
    return ok({ approved: input.approve });
  }
}
