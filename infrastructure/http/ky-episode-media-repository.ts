import type { KyInstance } from 'ky';
import type { StreamMediaError } from '#application/player/player.errors';
import type { EpisodeMediaRepository, EpisodeStreamMedia } from '#application/ports/episode-media-repository.port';
import type { Locale } from '#domain/market/locale';
import { MARKETS } from '#domain/market/markets';
import type { MediaId } from '#domain/playback/playback-ids';
import { positionMs } from '#domain/playback/playback-position';
import type { MediaStream } from '#domain/playback/stream-media';
import { err, ok, type Result } from '#domain/shared/result';
import { streamMediaSchema } from '#contract/media.schema';
import { isNotFound, isRemoteFailure } from './http-failure';
import { isUnauthorized, type SessionRefresh, withSessionRefresh } from './session-refresh';

export interface KyEpisodeMediaRepositoryDeps {
  readonly http: KyInstance;
  readonly locale: () => Locale;
  readonly refreshSession: SessionRefresh;
  /** The page's address: the API answers media paths relative to it. */
  readonly baseUrl: () => string;
}

const NOT_FOUND: StreamMediaError = { code: 'stream-media-not-found' };

/**
 * An episode's stream over GET `/{lang}/v2/catalogs/{catalogId}/podcasts/{podcastId}/episodes/{episodeId}/media`,
 * retried once after a token refresh (spec §8). A 404, or an answer without a clear stream, is
 * 'stream-media-not-found'; a 401 (a club show for a visitor) is 'UserNotAuthenticated'.
 */
export class KyEpisodeMediaRepository implements EpisodeMediaRepository {
  readonly #deps: KyEpisodeMediaRepositoryDeps;

  constructor(deps: KyEpisodeMediaRepositoryDeps) {
    this.#deps = deps;
  }

  async mediaOf(podcastId: string, episodeId: string): Promise<Result<EpisodeStreamMedia, StreamMediaError>> {
    const { http, locale, refreshSession } = this.#deps;
    const current = locale();
    const path = `${current}/v2/catalogs/${MARKETS[current].catalogId}/podcasts/${encodeURIComponent(podcastId)}/episodes/${encodeURIComponent(episodeId)}/media`;
    try {
      const parsed = streamMediaSchema.safeParse(await withSessionRefresh(() => http.get(path).json(), refreshSession));
      // The player has no licence to ask for an episode.
      if (!parsed.success || parsed.data.key_id !== undefined) return err(NOT_FOUND);
      const wire = parsed.data;
      const stream = (s: { url: string }): MediaStream => ({
        url: new URL(s.url, this.#deps.baseUrl()).href,
        licenseUrl: null,
      });
      return ok({
        mediaId: wire.id as MediaId,
        keyId: null,
        dash: stream(wire.dash),
        hls: stream(wire.hls),
        chapters: wire.table_of_contents.map((c) => ({ title: c.title, startMs: positionMs(c.start_ms) })),
      });
    } catch (error) {
      if (isUnauthorized(error)) return err({ code: 'UserNotAuthenticated' });
      if (isNotFound(error)) return err(NOT_FOUND);
      if (isRemoteFailure(error)) return err({ code: 'PLAYBACK.UNAVAILABLE' });
      throw error;
    }
  }
}
