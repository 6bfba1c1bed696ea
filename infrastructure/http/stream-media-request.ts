import type { KyInstance } from 'ky';
import type { StreamMediaError } from '#application/player/player.errors';
import type { EpisodeStreamMedia } from '#application/ports/episode-media-repository.port';
import type { MediaId } from '#domain/playback/playback-ids';
import { positionMs } from '#domain/playback/playback-position';
import type { MediaStream } from '#domain/playback/stream-media';
import { err, ok, type Result } from '#domain/shared/result';
import { streamMediaSchema } from '#contract/media.schema';
import { isNotFound, isRemoteFailure } from './http-failure';
import { isUnauthorized, type SessionRefresh, withSessionRefresh } from './session-refresh';

export interface StreamMediaRequestDeps {
  readonly http: KyInstance;
  readonly refreshSession: SessionRefresh;
  /** The page's address: the API answers media and licence paths relative to it. */
  readonly baseUrl: () => string;
}

const NOT_FOUND: StreamMediaError = { code: 'stream-media-not-found' };

/**
 * GET of a media resource (a title's or an episode's), retried once after a token refresh (spec §8). A 404, or an
 * answer without a stream, is 'stream-media-not-found'; a 401 'UserNotAuthenticated'; a 5xx or no answer
 * 'PLAYBACK.UNAVAILABLE'. Paths in the answer are resolved against the page's address.
 */
export const requestStreamMedia = async (
  deps: StreamMediaRequestDeps,
  path: string,
  searchParams: Readonly<Record<string, string>> = {},
): Promise<Result<EpisodeStreamMedia, StreamMediaError>> => {
  const { http, refreshSession, baseUrl } = deps;
  try {
    const body = await withSessionRefresh(() => http.get(path, { searchParams }).json(), refreshSession);
    const parsed = streamMediaSchema.safeParse(body);
    if (!parsed.success) return err(NOT_FOUND);
    const wire = parsed.data;
    const stream = (s: { url: string; license_url?: string | undefined }): MediaStream => ({
      url: new URL(s.url, baseUrl()).href,
      licenseUrl: s.license_url ? new URL(s.license_url, baseUrl()).href : null,
    });
    return ok({
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
};
