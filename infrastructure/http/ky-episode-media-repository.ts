import type { KyInstance } from 'ky';
import type { StreamMediaError } from '#application/player/player.errors';
import type { EpisodeMediaRepository, EpisodeStreamMedia } from '#application/ports/episode-media-repository.port';
import type { Locale } from '#domain/market/locale';
import { MARKETS } from '#domain/market/markets';
import { err, type Result } from '#domain/shared/result';
import type { SessionRefresh } from './session-refresh';
import { requestStreamMedia } from './stream-media-request';

export interface KyEpisodeMediaRepositoryDeps {
  readonly http: KyInstance;
  readonly locale: () => Locale;
  readonly refreshSession: SessionRefresh;
  /** The page's address: the API answers media paths relative to it. */
  readonly baseUrl: () => string;
}

/**
 * An episode's stream over GET `/{lang}/v2/catalogs/{catalogId}/podcasts/{podcastId}/episodes/{episodeId}/media`,
 * answered as a title's is; an encrypted answer is 'stream-media-not-found', as the player has no licence to ask for
 * an episode. A 401 (a club show for a visitor) is 'UserNotAuthenticated'.
 */
export class KyEpisodeMediaRepository implements EpisodeMediaRepository {
  readonly #deps: KyEpisodeMediaRepositoryDeps;

  constructor(deps: KyEpisodeMediaRepositoryDeps) {
    this.#deps = deps;
  }

  async mediaOf(podcastId: string, episodeId: string): Promise<Result<EpisodeStreamMedia, StreamMediaError>> {
    const current = this.#deps.locale();
    const path = `${current}/v2/catalogs/${MARKETS[current].catalogId}/podcasts/${encodeURIComponent(podcastId)}/episodes/${encodeURIComponent(episodeId)}/media`;
    const media = await requestStreamMedia(this.#deps, path);
    return media.ok && media.value.keyId !== null ? err({ code: 'stream-media-not-found' }) : media;
  }
}
