import type { Locale } from '#domain/market/locale';
import { ok, type Result } from '#domain/shared/result';
import type { AccountGateway, AssociatedDevice } from '../ports/account-gateway.port';
import type { AccountError } from './account.errors';

export interface LoadDevicesDeps {
  readonly gateway: Pick<AccountGateway, 'devices'>;
}

/** Issue 21 user panel "sessions": the devices the account signed in on and did not remove, this one first. */
export class LoadDevices {
  readonly #deps: LoadDevicesDeps;

  constructor(deps: LoadDevicesDeps) {
    this.#deps = deps;
  }

  async execute(input: { readonly locale: Locale }): Promise<Result<readonly AssociatedDevice[], AccountError>> {
    const devices = await this.#deps.gateway.devices(input.locale);
    if (!devices.ok) return devices;
    // A stable sort keeps the others most recently seen first.
    return ok([...devices.value].sort((a, b) => Number(b.current) - Number(a.current)));
  }
}
