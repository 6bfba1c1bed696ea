import { apiErrorSchema } from '#contract/api-error.schema';
import { type PlayerSessionWire, playerSessionSchema } from '#contract/player-session.schema';
import type { LibraryModule } from '#server/composition/library.module';
import { NOT_SIGNED_IN_RESPONSE, requireViewer } from '../../auth/require-viewer';
import { unwrap } from '../../error-status';
import type { ApiAreaContext } from '../area-context';

/**
 * `GET /me/player` (spec §3 "Saved player session", §7): the player session the server keeps, so a listener who opens
 * the store on another device is offered the title they were playing.
 */
export const registerPlayerSession = ({ api, registry }: ApiAreaContext, library: LibraryModule) => {
  registry.define(
    api,
    {
      operationId: 'getPlayerSession',
      method: 'get',
      path: '/me/player',
      summary:
        "The viewer's most recently saved position (SavePlaybackProgress) across this market's audiobooks, with the device that saved it (`device_id` and `device_name` null when unknown); 404 NO_PLAYER_SESSION until they saved one here.",
      tag: 'Playback',
      responses: {
        200: { description: 'The latest title, position and device', schema: playerSessionSchema },
        401: NOT_SIGNED_IN_RESPONSE,
        404: { description: 'NO_PLAYER_SESSION: no position saved in this market yet', schema: apiErrorSchema },
      },
      cache: 'private',
    },
    async (c, { reply }) => {
      const input = { userId: requireViewer(c).userId, market: c.get('market') };
      const session = unwrap(await library.getPlayerSession.execute(input));
      const body: PlayerSessionWire = {
        audiobook_id: session.audiobookId,
        catalog_id: session.catalogId,
        position: session.positionMs,
        updated_at: session.updatedAt,
        device_id: session.deviceId,
        device_name: session.deviceName,
      };
      return reply(body);
    },
  );
};
