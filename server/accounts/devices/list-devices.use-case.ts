import { ok, type Result } from '#domain/shared/result';
import type { AssociatedDevice, DeviceRepository } from '../device-repository.port';
import type { Viewer } from '../session/viewer';

/** One of the account's devices, and whether it is the one asking. */
export interface OwnDevice extends AssociatedDevice {
  readonly current: boolean;
}

/** `GET /me/associated-devices`: the devices the account signed in on and did not remove, most recently seen first. */
export class ListDevices {
  readonly #deps: { readonly devices: Pick<DeviceRepository, 'list'> };

  constructor(deps: { readonly devices: Pick<DeviceRepository, 'list'> }) {
    this.#deps = deps;
  }

  async execute(input: { readonly viewer: Viewer }): Promise<Result<OwnDevice[], never>> {
    const devices = await this.#deps.devices.list(input.viewer.userId);
    return ok(devices.map((d) => ({ ...d, current: d.deviceId === input.viewer.deviceId })));
  }
}
