import { err, ok, type Result } from '#domain/shared/result';
import type { Logger } from '../../logging/logger';
import { type NotFound, notFound } from '../../shared/server-error';
import type { UnitOfWork } from '../../shared/unit-of-work.port';
import type { AccountsRepositories } from '../accounts-repositories';
import { logSecurityEvent } from '../security-log';
import type { SessionsEnded } from '../session/revoke-session.use-case';
import type { Viewer } from '../session/viewer';

export interface RemoveDeviceDeps {
  readonly unitOfWork: UnitOfWork<Pick<AccountsRepositories, 'devices' | 'sessions'>>;
  readonly now: () => Date;
  readonly logger: Logger;
}

export interface RemoveDeviceInput {
  readonly viewer: Viewer;
  readonly deviceId: string;
  readonly address: string;
}

/**
 * `RemoveAssociatedDevice { device_id }`: removes one of the viewer's devices and ends its sessions, together; a
 * device the account does not have is not found. It no longer counts among the streaming devices.
 */
export class RemoveDevice {
  readonly #deps: RemoveDeviceDeps;

  constructor(deps: RemoveDeviceDeps) {
    this.#deps = deps;
  }

  async execute(input: RemoveDeviceInput): Promise<Result<SessionsEnded, NotFound>> {
    const { viewer, deviceId } = input;
    const now = this.#deps.now();
    const ended = await this.#deps.unitOfWork.run(async ({ devices, sessions }) => {
      if (!(await devices.remove(viewer.userId, deviceId, now))) return err(notFound('Device'));
      return ok(await sessions.revokeDevice(viewer.userId, deviceId, 'device-removed', now));
    });
    if (!ended.ok) return ended;
    logSecurityEvent(this.#deps.logger, 'security.device.removed', {
      user_id: viewer.userId,
      ip: input.address,
      device_id: deviceId,
      reason: `sessions-ended:${ended.value}`,
    });
    return ok({ endedCurrent: deviceId === viewer.deviceId });
  }
}
