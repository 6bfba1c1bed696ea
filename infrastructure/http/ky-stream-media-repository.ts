import type { KyInstance } from 'ky';
import type { StreamMediaError } from '#application/player/player.errors';
import type { StreamMediaRepository } from '#application/ports/stream-media-repository.port';
import type { Locale } from '#domain/market/locale';
import { MARKETS } from '#domain/market/markets';
import type { AudiobookId, MediaId } from '#domain/playback/playback-ids';
import { positionMs } from '#domain/playback/playback-position';
import type { MediaStream, StreamMedia } from '#domain/playback/stream-media';
import { err, ok, type Result } from '#domain/shared/result';
import { streamMediaSchema } from '#contract/media.schema';
import { isNotFound, isRemoteFailure } from './http-failure';
import { isUnauthorized, type SessionRefresh, withSessionRefresh } from './session-refresh';

export interface KyStreamMediaRepositoryDeps {
  readonly http: KyInstance;
  readonly locale: () => Locale;
  readonly refreshSession: SessionRefresh;
  /** The page's address: the API answers media and licence paths relative to it. */
  readonly baseUrl: () => string;
}

const NOT_FOUND: StreamMediaError = { code: 'stream-media-not-found' };

/**
 * A title's stream over GET `/{lang}/v2/catalogs/{catalogId}/audiobooks/{id}/media[?samples=true]` (spec §7), retried
 * once after a token refresh (spec §8). A 404, or an answer without a stream, is 'stream-media-not-found'; a 401 for the full title
 * is 'UserNotAuthenticated'.
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
    const { http, locale, refreshSession } = this.#deps;
    const current = locale();
    const path = `${current}/v2/catalogs/${MARKETS[current].catalogId}/audiobooks/${encodeURIComponent(audiobookId)}/media`;
    try {
      const body = await withSessionRefresh(
        () => http.get(path, { searchParams: options.sample ? { samples: 'true' } : {} }).json(),
        refreshSession,
      );
      const parsed = streamMediaSchema.safeParse(body);
      if (!parsed.success) return err(NOT_FOUND);
      const wire = parsed.data;
      const stream = (s: { url: string; license_url?: string | undefined }): MediaStream => ({
        url: new URL(s.url, this.#deps.baseUrl()).href,
        licenseUrl: s.license_url ? new URL(s.license_url, this.#deps.baseUrl()).href : null,
      });
      return ok({
        audiobookId: audiobookId as AudiobookId,
        mediaId: wire.id as MediaId,
        keyId: wire.key_id ?? null,
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
