import { canonicalUserCode } from '#domain/auth/device-sign-in';
import type { Locale } from '#domain/market/locale';
import { err, type Result } from '#domain/shared/result';
import type { DeviceApprovalGateway } from '../ports/device-approval-gateway.port';
import type { DeviceSignInError } from './auth.errors';

export interface DecideDeviceSignInDeps {
  readonly gateway: DeviceApprovalGateway;
}

/**
 * The device-confirming page: the signed-in listener lets the device a user code stands for in, or refuses it; either
 * way the code is spent. Answers whether the device was let in.
 */
export class DecideDeviceSignIn {
  readonly #deps: DecideDeviceSignInDeps;

  constructor(deps: DecideDeviceSignInDeps) {
    this.#deps = deps;
  }

  async execute(input: {
    readonly locale: Locale;
    readonly userCode: string;
    readonly approve: boolean;
  }): Promise<Result<boolean, DeviceSignInError>> {
    const canonical = canonicalUserCode(input.userCode);
    if (canonical === null) return err({ code: 'DEVICE.CODE_INVALID' });
    return this.#deps.gateway.decide(input.locale, canonical, input.approve);
  }
}
