import { apiErrorSchema } from '#contract/api-error.schema';
import {
  type LicenseChannelWire,
  type LicenseChannelsWire,
  licenseChannelsSchema,
} from '#contract/license-channels.schema';
import { sessionDeviceQuerySchema } from '#contract/session-device-query.schema';
import { hasClubAccess } from '#server/accounts/club-access';
import { isStreamingDevice, type LicenseChannel, licenseChannels } from '#server/library/license-channels';
import { notFoundError } from '../../api-error';
import { NOT_SIGNED_IN_RESPONSE, requireViewer } from '../../auth/require-viewer';
import type { ApiAreaContext } from '../area-context';
import { idParamsSchema } from '../catalogue-request';
import type { LibraryDeps } from './library-deps';
import { sessionDevice } from './session-device';

const channelWire = (channel: LicenseChannel): LicenseChannelWire => ({
  state: channel.state,
  price: channel.price,
  lowest_price: channel.lowestPrice,
  discount_price: channel.discountPrice,
  available_discount: channel.availableDiscount,
});

/** `GET /me/audiobook-license-channels/{id}` (spec §3, §4): how the viewer may hear a title on this device. */
export const registerLicenseChannels = ({ api, registry, services }: ApiAreaContext, deps: LibraryDeps) =>
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
      const viewer = requireViewer(c);
      const deviceId = sessionDevice(viewer, query.device_id);
      const market = c.get('market');
      const title = await deps.titles.find(market.catalogId, params.id);
      if (!title) throw notFoundError('Product');
      const [hasLicense, club, devices] = await Promise.all([
        deps.titles.hasLicense(viewer.userId, title.id),
        hasClubAccess(services.db, viewer.userId, market, services.now()),
        deps.titles.devicesOf(viewer.userId),
      ]);
      const channels = licenseChannels({
        // A product without a price in the market is not sold there: it can only be had free or through the club.
        prices: title.prices ?? { price: 0, discountPrice: null, priceForSubscribers: null, lowestPrice: null },
        isFree: title.isFree,
        inClub: title.inClub,
        clubOffered: market.features.club,
        hasLicense,
        hasClubAccess: club,
        deviceAllowed: isStreamingDevice(devices, deviceId),
      });
      const body: LicenseChannelsWire = {
        oneoff: channelWire(channels.oneoff),
        shared: channels.shared ? channelWire(channels.shared) : null,
      };
      return reply(body);
    },
  );
