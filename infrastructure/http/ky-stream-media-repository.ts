import type { KyInstance } from 'ky';
import type { StreamMediaError } from '#application/player/player.errors';
import type { StreamMediaRepository } from '#application/ports/stream-media-repository.port';
import type { Locale } from '#domain/market/locale';
import { MARKETS } from '#domain/market/markets';
import type { AudiobookId } from '#domain/playback/playback-ids';
import type { StreamMedia } from '#domain/playback/stream-media';
import { ok, type Result } from '#domain/shared/result';
import type { SessionRefresh } from './session-refresh';
import { requestStreamMedia } from './stream-media-request';

export interface KyStreamMediaRepositoryDeps {
  readonly http: KyInstance;
  readonly locale: () => Locale;
  readonly refreshSession: SessionRefresh;
  /** The page's address: the API answers media and licence paths relative to it. */
  readonly baseUrl: () => string;
}

/**
 * A title's stream over GET `/{lang}/v2/catalogs/{catalogId}/audiobooks/{id}/media[?samples=true]` (spec §7), with
 * the errors `requestStreamMedia` names ('UserNotAuthenticated' for a 401 for the full title).
 */
export class KyStreamMediaRepository implements StreamMediaRepository {
  readonly #deps: KyStreamMediaRepositoryDeps;

  constructor(deps: KyStreamMediaRepositoryDeps) {
    this.#deps = deps;
  }

  async mediaOf(
    audiobookId: string,
    options: { readonly sample: boolean },
  ): Promise<Result<StreamMedia, StreamMediaError>> {
    const current = this.#deps.locale();
    const path = `${current}/v2/catalogs/${MARKETS[current].catalogId}/audiobooks/${encodeURIComponent(audiobookId)}/media`;
    const media = await requestStreamMedia(this.#deps, path, options.sample ? { samples: 'true' } : {});
    return media.ok ? ok({ ...media.value, audiobookId: audiobookId as AudiobookId }) : media;
  }
}
