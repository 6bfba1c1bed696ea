import { isDeviceId } from '#domain/auth/device-id';
import type { Locale } from '#domain/market/locale';
import { err, type Result } from '#domain/shared/result';
import type { AccountGateway } from '../ports/account-gateway.port';
import type { AccountError } from './account.errors';

export interface RemoveDeviceDeps {
  readonly gateway: Pick<AccountGateway, 'removeDevice'>;
}

/**
 * Issue 21 user panel "sessions": one of the account's devices removed, which ends every session on it. An id no
 * device can have is unknown without asking.
 */
export class RemoveDevice {
  readonly #deps: RemoveDeviceDeps;

  constructor(deps: RemoveDeviceDeps) {
    this.#deps = deps;
  }

  async execute(input: { readonly locale: Locale; readonly deviceId: string }): Promise<Result<void, AccountError>> {
    if (!isDeviceId(input.deviceId)) return err({ code: 'ACCOUNT.DEVICE_UNKNOWN' });
    return this.#deps.gateway.removeDevice(input.locale, input.deviceId);
  }
}
