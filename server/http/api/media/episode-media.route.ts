import { apiErrorSchema } from '#contract/api-error.schema';
import { streamMediaSchema, type StreamMediaWire } from '#contract/media.schema';
import { z } from '#contract/zod';
import type { MediaModule } from '#server/composition/media.module';
import type { EpisodeStreamMedia } from '#server/media/get-episode-stream-media.use-case';
import { NOT_SIGNED_IN_RESPONSE } from '../../auth/require-viewer';
import { unwrap } from '../../error-status';
import type { ApiAreaContext } from '../area-context';
import { requireMarketCatalog } from '../catalogue-request';

/** An episode of a podcast of a catalogue: all three ids must be UUIDs, anything else names nothing (404). */
export const catalogEpisodeParamsSchema = z.object({ catalogId: z.uuid(), podcastId: z.uuid(), episodeId: z.uuid() });

/** A free show's episode is the same for everyone; a club member's only for their browser. */
const PUBLIC_CACHE = 'public, max-age=900';
const PRIVATE_CACHE = 'private, no-store';

/** The audiobook media's wire shape: an episode is clear, has no sample and is the whole of what it answers. */
const episodeWire = (media: MediaModule, found: EpisodeStreamMedia): StreamMediaWire => {
  const dash = media.mediaUrl(found.stream.dash);
  return {
    id: found.mediaId,
    url: dash,
    sample_url: '',
    table_of_contents: found.chapters.map((chapter) => ({ title: chapter.title, start_ms: chapter.startMs })),
    dash: { url: dash },
    hls: { url: media.mediaUrl(found.stream.hls) },
  };
};

/** `GET /catalogs/{catalogId}/podcasts/{podcastId}/episodes/{episodeId}/media` (api-contract "media"). */
export const registerEpisodeMedia = ({ api, registry }: ApiAreaContext, media: MediaModule) => {
  registry.define(
    api,
    {
      operationId: 'getEpisodeMedia',
      method: 'get',
      path: '/catalogs/:catalogId/podcasts/:podcastId/episodes/:episodeId/media',
      summary:
        "A podcast episode's stream, in the shape of an audiobook's media: DASH and HLS manifests over the same clear segments and the table of contents, with no sample, key id or licence URL. A free show's episodes play for anyone; a show in the subscription plays for a signed-in club member on one of the account's streaming devices.",
      tag: 'Playback',
      params: catalogEpisodeParamsSchema,
      responses: {
        200: { description: 'The media', schema: streamMediaSchema },
        401: NOT_SIGNED_IN_RESPONSE,
        403: {
          description:
            "NOT_ENTITLED: the show is neither free nor in the listener's club; DEVICE_NOT_ALLOWED: the session's device is beyond the account's 3 streaming devices",
          schema: apiErrorSchema,
        },
        404: {
          description:
            "NOT_FOUND: no such podcast in this market's catalogue (or another market's catalogue), or no such episode of it; MEDIA_NOT_READY: the episode has no media",
          schema: apiErrorSchema,
        },
      },
      cache: 'none',
    },
    async (c, { params }) => {
      requireMarketCatalog(c, params.catalogId, 'Podcast');
      const found = unwrap(
        await media.getEpisodeStreamMedia.execute({
          listener: c.get('viewer') ?? null,
          market: c.get('market'),
          podcastId: params.podcastId,
          episodeId: params.episodeId,
        }),
      );
      return c.json(episodeWire(media, found), 200, {
        'Cache-Control': found.isPublic ? PUBLIC_CACHE : PRIVATE_CACHE,
      });
    },
  );
};
