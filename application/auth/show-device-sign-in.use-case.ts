import { canonicalUserCode } from '#domain/auth/device-sign-in';
import type { Locale } from '#domain/market/locale';
import { err, type Result } from '#domain/shared/result';
import type { DeviceApprovalGateway, PendingDeviceSignIn } from '../ports/device-approval-gateway.port';
import type { DeviceSignInError } from './auth.errors';

export interface ShowDeviceSignInDeps {
  readonly gateway: DeviceApprovalGateway;
}

/**
 * The device-confirming page: which device a typed user code stands for, before the listener lets it in. Case,
 * spaces and dashes do not matter; a code that cannot be one is refused without asking (nor counting as a guess).
 */
export class ShowDeviceSignIn {
  readonly #deps: ShowDeviceSignInDeps;

  constructor(deps: ShowDeviceSignInDeps) {
    this.#deps = deps;
  }

  async execute(input: {
    readonly locale: Locale;
    readonly userCode: string;
  }): Promise<Result<PendingDeviceSignIn, DeviceSignInError>> {
    const canonical = canonicalUserCode(input.userCode);
    if (canonical === null) return err({ code: 'DEVICE.CODE_INVALID' });
    return this.#deps.gateway.find(input.locale, canonical);
  }
}
