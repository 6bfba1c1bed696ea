import { apiErrorSchema } from '#contract/api-error.schema';
import { doneSchema } from '#contract/auth.schema';
import {
  type DeviceCollectionWire,
  deviceCollectionSchema,
  removeAssociatedDevicePayloadSchema,
} from '#contract/device.schema';
import type { AccountsModule } from '../../../composition/accounts.module';
import { clientAddress } from '../../auth/client-address';
import { NOT_SIGNED_IN_RESPONSE, requireViewer } from '../../auth/require-viewer';
import { clearSessionCookies } from '../../auth/session-cookies';
import { unwrap } from '../../error-status';
import type { ApiAreaContext } from '../area-context';
import { apiBase } from '../hal';
import { wireTimestamp } from './account-wire';
/** `GET /me/associated-devices` and `RemoveAssociatedDevice { device_id }`: only ever the viewer's own devices. */
export const registerDevices = (
  { api, registry, commands }: ApiAreaContext,
  accounts: Pick<AccountsModule, 'listDevices' | 'removeDevice'>,
) => {
  registry.define(
    api,
    {
      operationId: 'listMyAssociatedDevices',
      method: 'get',
      path: '/me/associated-devices',
      summary:
        'The devices the account signed in on and did not remove, most recently seen first; `current` marks this one.',
      tag: 'Account',
      responses: {
        200: { description: 'The devices', schema: deviceCollectionSchema },
        401: NOT_SIGNED_IN_RESPONSE,
      },
      cache: 'private',
    },
    async (c, { reply }) => {
      const viewer = requireViewer(c);
      const devices = unwrap(await accounts.listDevices.execute({ viewer }));
      const body: DeviceCollectionWire = {
        total: devices.length,
        _embedded: {
          'app:device': devices.map((d) => ({
            device_id: d.deviceId,
            name: d.name,
            first_seen_at: wireTimestamp(d.firstSeenAt),
            last_seen_at: wireTimestamp(d.lastSeenAt),
            current: d.current,
          })),
        },
        _links: { self: { href: `${apiBase(c.get('market').locale)}/me/associated-devices` } },
      };
      return reply(body);
    },
  );

  commands.user(
    {
      name: 'RemoveAssociatedDevice',
      summary:
        "Removes one of the viewer's devices and ends its sessions (404 for a device the account does not have).",
      payload: removeAssociatedDevicePayloadSchema,
      responses: {
        200: { description: 'The device is removed', schema: doneSchema },
        404: { description: 'The account has no such device', schema: apiErrorSchema },
        422: { description: 'device_id is not a device id', schema: apiErrorSchema },
      },
    },
    async (c, fields, viewer) => {
      const removed = unwrap(
        await accounts.removeDevice.execute({ viewer, deviceId: fields.device_id, address: clientAddress(c) }),
      );
      if (removed.endedCurrent && viewer.via === 'cookie') clearSessionCookies(c);
      return c.json({ ok: true as const });
    },
  );
};
