import { apiErrorSchema } from '#contract/api-error.schema';
import { doneSchema } from '#contract/auth.schema';
import {
  type DeviceCollectionWire,
  deviceCollectionSchema,
  removeAssociatedDevicePayloadSchema,
} from '#contract/device.schema';
import { KyselyDeviceRepository } from '../../../accounts/kysely-device-repository';
import { KyselySessionStore } from '../../../accounts/session/kysely-session-store';
import { notFoundError } from '../../api-error';
import { NOT_SIGNED_IN_RESPONSE, requireViewer } from '../../auth/require-viewer';
import type { ApiAreaContext } from '../area-context';
import { apiBase } from '../hal';
import type { AccountsDeps } from './accounts-deps';
import { ownSessionsEnded, wireTimestamp } from './account-wire';

/** `GET /me/associated-devices` and `RemoveAssociatedDevice { device_id }`: only ever the viewer's own devices. */
export const registerDevices = (ctx: ApiAreaContext, deps: AccountsDeps) => {
  const { api, registry, commands } = ctx;
  const { services } = deps;
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
      const devices = await deps.devices.list(viewer.userId);
      const body: DeviceCollectionWire = {
        total: devices.length,
        _embedded: {
          'app:device': devices.map((d) => ({
            device_id: d.deviceId,
            name: d.name,
            first_seen_at: wireTimestamp(d.firstSeenAt),
            last_seen_at: wireTimestamp(d.lastSeenAt),
            current: d.deviceId === viewer.deviceId,
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
      const now = services.now();
      const ended = await services.db.transaction().execute(async (trx) => {
        if (!(await new KyselyDeviceRepository({ db: trx }).remove(viewer.userId, fields.device_id, now))) return null;
        return new KyselySessionStore({ db: trx }).revokeDevice(viewer.userId, fields.device_id, 'device-removed', now);
      });
      if (ended === null) throw notFoundError('Device');
      ownSessionsEnded(c, services, viewer, {
        event: 'security.device.removed',
        fields: { device_id: fields.device_id, reason: `sessions-ended:${ended}` },
        includesCurrent: fields.device_id === viewer.deviceId,
      });
      return c.json({ ok: true as const });
    },
  );
};
