import type { StreamMediaError } from '#application/player/player.errors';
import type { EpisodeMediaRepository, EpisodeStreamMedia } from '#application/ports/episode-media-repository.port';
import type { MediaId } from '#domain/playback/playback-ids';
import { positionMs } from '#domain/playback/playback-position';
import { err, ok, type Result } from '#domain/shared/result';

/** An episode's clear stream as the API would answer it, with the one chapter of its recording. */
export const anEpisodeMedia = (episodeId: string): EpisodeStreamMedia => ({
  mediaId: `media-${episodeId}` as MediaId,
  keyId: null,
  dash: { url: `https://audiora.test/media/${episodeId}/manifest.mpd`, licenseUrl: null },
  hls: { url: `https://audiora.test/media/${episodeId}/master.m3u8`, licenseUrl: null },
  chapters: [{ title: 'Recording', startMs: positionMs(0) }],
});

/** Episodes' streams in memory: a free show's for anyone, a club show's for a signed-in listener only. */
export class InMemoryEpisodeMediaRepository implements EpisodeMediaRepository {
  readonly #episodes = new Map<string, { readonly media: EpisodeStreamMedia; readonly club: boolean }>();
  #failure: StreamMediaError | null = null;
  #signedOut = false;
  readonly requests: { readonly podcastId: string; readonly episodeId: string }[] = [];

  withEpisode(
    podcastId: string,
    episodeId: string,
    options: { readonly club?: boolean; readonly media?: EpisodeStreamMedia } = {},
  ): this {
    this.#episodes.set(`${podcastId}/${episodeId}`, {
      media: options.media ?? anEpisodeMedia(episodeId),
      club: options.club ?? false,
    });
    return this;
  }

  failWith(error: StreamMediaError | null): this {
    this.#failure = error;
    return this;
  }

  /** Answers as for a visitor: free shows only. */
  signedOut(): this {
    this.#signedOut = true;
    return this;
  }

  async mediaOf(podcastId: string, episodeId: string): Promise<Result<EpisodeStreamMedia, StreamMediaError>> {
    this.requests.push({ podcastId, episodeId });
    if (this.#failure) return err(this.#failure);
    const found = this.#episodes.get(`${podcastId}/${episodeId}`);
    if (!found) return err({ code: 'stream-media-not-found' });
    if (found.club && this.#signedOut) return err({ code: 'UserNotAuthenticated' });
    return ok(found.media);
  }
}
