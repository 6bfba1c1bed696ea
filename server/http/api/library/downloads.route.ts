import { apiErrorSchema } from '#contract/api-error.schema';
import { downloadPayloadSchema, downloadSchema } from '#contract/playback.schema';
import type { LibraryModule } from '#server/composition/library.module';
import { apiErrorOf, unwrap } from '../../error-status';
import { NOT_SIGNED_IN_RESPONSE, requireViewer } from '../../auth/require-viewer';
import type { ApiAreaContext } from '../area-context';
import { idParamsSchema } from '../catalogue-request';
import { apiBase } from '../hal';
import { fileResponse } from '../../media/file-response';
import type { AudiobookDownload } from '#server/library/audiobook-downloads.port';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';

/** RFC 6266: an ASCII fallback name and the UTF-8 one. */
const attachment = (fileName: string): string => {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
};

/** Sends the licence holder on to a download elsewhere, or sends this server's file itself, with byte ranges. */
const sendDownload = async (c: Context<AppEnv>, download: AudiobookDownload): Promise<Response> => {
  if (download.kind === 'address') return c.redirect(download.url, 302);
  const response = await fileResponse(c, {
    path: download.path,
    contentType: download.contentType,
    cacheControl: 'private, no-store',
    headers: { 'Content-Disposition': attachment(download.fileName) },
  });
  // The catalogue names a file the media folder lacks: as if it had no media, never a path.
  if (!response) throw apiErrorOf({ code: 'MEDIA_NOT_READY' });
  return response;
};

const refusals = {
  403: {
    description:
      "NOT_ENTITLED: no one-off license (the club gives streaming only); DEVICE_NOT_ALLOWED: the session's device is beyond the account's 3 streaming devices",
    schema: apiErrorSchema,
  },
};

/**
 * Downloads of bought audiobooks: `RequestAudiobookDownload` answers where to fetch one, and that address answers the
 * DRM-free file itself (`Content-Disposition: attachment`, byte ranges) or sends the browser on to it. Only a one-off license holder on one of the account's streaming devices gets one; while an
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
        "The audiobook's DRM-free file (`audio/mp4`, an `.m4a` with chapter marks) for a one-off license holder, as an attachment with byte ranges (206, 416), or a 302 to where a storage host serves it; the same refusals as RequestAudiobookDownload.",
      tag: 'Playback',
      params: idParamsSchema,
      responses: {
        200: { description: 'The file' },
        206: { description: 'The requested bytes of the file' },
        302: { description: 'To the file elsewhere' },
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
      return sendDownload(c, unwrap(await library.downloadAudiobook.execute(input)));
    },
  );
};
