import { apiErrorSchema } from '#contract/api-error.schema';
import {
  type LicenseChannelWire,
  type LicenseChannelsWire,
  licenseChannelsSchema,
} from '#contract/license-channels.schema';
import { sessionDeviceQuerySchema } from '#contract/session-device-query.schema';
import type { GrantedLicense } from '#domain/licensing/license-channels';
import type { LibraryModule } from '#server/composition/library.module';
import { unwrap } from '../../error-status';
import { NOT_SIGNED_IN_RESPONSE, requireViewer } from '../../auth/require-viewer';
import type { ApiAreaContext } from '../area-context';
import { idParamsSchema } from '../catalogue-request';
import { sessionDevice } from './session-device';

const licenseWire = (license: GrantedLicense): LicenseChannelWire => ({
  state: license.state,
  price: license.price,
  lowest_price: license.lowestPrice,
  discount_price: license.discountPrice,
  available_discount: license.availableDiscount,
});

/** `GET /me/audiobook-license-channels/{id}` (spec §3, §4): how the viewer may hear a title on this device. */
export const registerLicenseChannels = ({ api, registry }: ApiAreaContext, library: LibraryModule) =>
  registry.define(
    api,
    {
      operationId: 'getLicenseChannels',
      method: 'get',
      path: '/me/audiobook-license-channels/:id',
      summary:
        "The viewer's license channels for a title: `oneoff` (CAN_LISTEN with a license or for a free title, else CAN_BUY) and `shared` (the club: CAN_LISTEN for members, CAN_BUY meaning join the club; null where the market has no club or the title is not in it). A listenable state is NOT_AVAILABLE_ON_THIS_DEVICE when the session's device is beyond the account's first 3; `?device_id=` may only name that same device (403 DEVICE_MISMATCH).",
      tag: 'Library',
      params: idParamsSchema,
      query: sessionDeviceQuerySchema,
      responses: {
        200: { description: 'The license channels', schema: licenseChannelsSchema },
        401: NOT_SIGNED_IN_RESPONSE,
        403: {
          description: "DEVICE_MISMATCH: device_id names another device than the session's",
          schema: apiErrorSchema,
        },
        404: { description: "No such product in this market's catalogue", schema: apiErrorSchema },
      },
      cache: 'private',
    },
    async (c, { params, query, reply }) => {
      const listener = sessionDevice(requireViewer(c), query.device_id);
      const channels = unwrap(
        await library.getLicenseChannels.execute({ listener, market: c.get('market'), productId: params.id }),
      );
      const body: LicenseChannelsWire = {
        oneoff: licenseWire(channels.oneoff),
        shared: channels.shared ? licenseWire(channels.shared) : null,
      };
      return reply(body);
    },
  );
