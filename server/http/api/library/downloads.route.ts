import { apiErrorSchema } from '#contract/api-error.schema';
import { downloadPayloadSchema, downloadSchema } from '#contract/playback.schema';
import type { LibraryModule } from '#server/composition/library.module';
import { unwrap } from '../../error-status';
import { NOT_SIGNED_IN_RESPONSE, requireViewer } from '../../auth/require-viewer';
import type { ApiAreaContext } from '../area-context';
import { idParamsSchema } from '../catalogue-request';
import { apiBase } from '../hal';

const refusals = {
  403: {
    description:
      "NOT_ENTITLED: no one-off license (the club gives streaming only); DEVICE_NOT_ALLOWED: the session's device is beyond the account's 3 streaming devices",
    schema: apiErrorSchema,
  },
};

/**
 * Downloads of bought audiobooks: `RequestAudiobookDownload` answers where to fetch one, and that address sends the
 * browser on to the file. Only a one-off license holder on one of the account's streaming devices gets one; while an
 * audiobook has no media yet, both answer 404 MEDIA_NOT_READY rather than an address that leads nowhere.
 */
export const registerDownloads = ({ api, registry, commands }: ApiAreaContext, library: LibraryModule) => {
  commands.user(
    {
      name: 'RequestAudiobookDownload',
      summary:
        'Where to download an audiobook the viewer owns a one-off license for: `/me/audiobooks/{id}/download`. 403 NOT_ENTITLED without one (the club gives streaming only), 403 DEVICE_NOT_ALLOWED beyond the streaming devices, 404 MEDIA_NOT_READY while the audiobook has no media.',
      payload: downloadPayloadSchema,
      responses: {
        200: { description: 'The download address', schema: downloadSchema },
        ...refusals,
        404: { description: 'MEDIA_NOT_READY: no downloadable media yet', schema: apiErrorSchema },
        422: { description: 'Invalid fields or an unknown audiobook', schema: apiErrorSchema },
      },
    },
    async (c, payload, viewer) => {
      const market = c.get('market');
      const { audiobookId } = unwrap(
        await library.requestAudiobookDownload.execute({ listener: viewer, market, audiobookId: payload.audiobook_id }),
      );
      return c.json({ url: `${apiBase(market.locale)}/me/audiobooks/${audiobookId}/download` });
    },
  );

  registry.define(
    api,
    {
      operationId: 'downloadAudiobook',
      method: 'get',
      path: '/me/audiobooks/:id/download',
      summary:
        "Sends a one-off license holder's browser on to the audiobook's packaged file (302); the same refusals as RequestAudiobookDownload.",
      tag: 'Playback',
      params: idParamsSchema,
      responses: {
        302: { description: 'To the file' },
        401: NOT_SIGNED_IN_RESPONSE,
        ...refusals,
        404: {
          description: "NOT_FOUND: no such audiobook in this market's catalogue; MEDIA_NOT_READY: no media yet",
          schema: apiErrorSchema,
        },
      },
      cache: 'private',
    },
    async (c, { params }) => {
      const input = { listener: requireViewer(c), market: c.get('market'), audiobookId: params.id };
      return c.redirect(unwrap(await library.downloadAudiobook.execute(input)).location, 302);
    },
  );
};
