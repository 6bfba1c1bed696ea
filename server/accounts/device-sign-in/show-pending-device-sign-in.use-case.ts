import { formatUserCode } from '#domain/auth/device-sign-in';
import { ok, type Result } from '#domain/shared/result';
import type { SharedError } from '../../shared/server-error';
import type { Viewer } from '../session/viewer';
import type { DeviceSignInRepository } from './device-sign-in-repository.port';
import { guessUserCode, type UserCodeGuessDeps } from './user-code-guess';

export interface ShowPendingDeviceSignInDeps extends UserCodeGuessDeps {
  readonly signIns: Pick<DeviceSignInRepository, 'pendingByUserCode'>;
  readonly now: () => Date;
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
    const { signIns } = this.#deps;
    const now = this.#deps.now();
    const guess = { userId: input.viewer.userId, address: input.address, typed: input.userCode, now };
    const found = await guessUserCode(this.#deps, guess, (code) => signIns.pendingByUserCode(code, now));
    if (!found.ok) return found;
    const pending = found.value;
    return ok({
      userCode: formatUserCode(pending.userCode),
      clientName: pending.clientName,
      expiresAt: pending.expiresAt,
    });
  }
}
