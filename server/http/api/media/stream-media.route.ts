import { apiErrorSchema } from '#contract/api-error.schema';
import { streamMediaQuerySchema, streamMediaSchema, type StreamMediaWire } from '#contract/media.schema';
import { z } from '#contract/zod';
import type { MediaModule } from '#server/composition/media.module';
import type { StreamMedia } from '#server/media/get-stream-media.use-case';
import { NOT_SIGNED_IN_RESPONSE } from '../../auth/require-viewer';
import { unwrap } from '../../error-status';
import type { ApiAreaContext } from '../area-context';
import { requireMarketCatalog } from '../catalogue-request';
import { apiBase } from '../hal';
import { NOT_ALLOWED_TO_LISTEN_RESPONSE } from '../library/not-allowed-to-listen';

/** An audiobook of a catalogue: both ids must be UUIDs, anything else names nothing (404). */
export const catalogAudiobookParamsSchema = z.object({ catalogId: z.uuid(), id: z.uuid() });

/** Where an audiobook's ClearKey licence is asked for: on the API, whatever origin serves the media. */
export const licenseUrl = (locale: string, catalogId: string, audiobookId: string): string =>
  `${apiBase(locale)}/catalogs/${catalogId}/audiobooks/${audiobookId}/license`;

/** A sample may be kept by anyone a while (it is the same for everyone); the full media only by the listener's browser. */
const SAMPLE_CACHE = 'public, max-age=900';
const FULL_CACHE = 'private, no-store';

const mediaWire = (media: MediaModule, found: StreamMedia, license: string): StreamMediaWire => {
  const encrypted = found.keyId !== null;
  const withLicense = (url: string) => (encrypted ? { url, license_url: license } : { url });
  const dash = media.mediaUrl(found.stream.dash);
  return {
    id: found.mediaId,
    ...(found.keyId !== null ? { key_id: found.keyId } : {}),
    url: dash,
    sample_url: found.sample ? media.mediaUrl(found.sample.dash) : '',
    table_of_contents: found.chapters.map((chapter) => ({ title: chapter.title, start_ms: chapter.startMs })),
    dash: withLicense(dash),
    hls: withLicense(media.mediaUrl(found.stream.hls)),
  };
};

/** `GET /catalogs/{catalogId}/audiobooks/{id}/media[?samples=true]` (api-contract "media"). */
export const registerStreamMedia = ({ api, registry }: ApiAreaContext, media: MediaModule) => {
  registry.define(
    api,
    {
      operationId: 'getAudiobookMedia',
      method: 'get',
      path: '/catalogs/:catalogId/audiobooks/:id/media',
      summary:
        "An audiobook's stream: DASH and HLS manifests over the same segments, the table of contents, and for an encrypted title its key id and ClearKey licence URL. `?samples=true` answers the clear sample to anyone; the full title only to a signed-in listener who may hear it (free, a one-off licence, or a club title for a club or family member) on one of the account's streaming devices. Titles without DRM have no `key_id` and no `license_url`.",
      tag: 'Playback',
      params: catalogAudiobookParamsSchema,
      query: streamMediaQuerySchema,
      responses: {
        200: { description: 'The media', schema: streamMediaSchema },
        401: NOT_SIGNED_IN_RESPONSE,
        403: NOT_ALLOWED_TO_LISTEN_RESPONSE,
        404: {
          description:
            "NOT_FOUND: no such audiobook in this market's catalogue (or another market's catalogue), or no sample; MEDIA_NOT_READY: the title has no media",
          schema: apiErrorSchema,
        },
      },
      cache: 'none',
    },
    async (c, { params, query }) => {
      requireMarketCatalog(c, params.catalogId, 'Audiobook');
      const market = c.get('market');
      const samples = query.samples === 'true';
      const found = unwrap(
        await media.getStreamMedia.execute({
          listener: c.get('viewer') ?? null,
          market,
          audiobookId: params.id,
          samples,
        }),
      );
      const body = mediaWire(media, found, licenseUrl(market.locale, market.catalogId, found.audiobookId));
      return c.json(body, 200, { 'Cache-Control': samples ? SAMPLE_CACHE : FULL_CACHE });
    },
  );
};
