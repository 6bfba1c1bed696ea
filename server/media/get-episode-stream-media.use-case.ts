import type { Market } from '#domain/market/market';
import { episodePlayState } from '#domain/playback/episode-play-state';
import { err, ok, type Result } from '#domain/shared/result';
import { clubAccessOf, type EntitlementDeps, type Listener, onStreamingDevice } from '../library/entitlement';
import { deviceNotAllowed, type LibraryError, mediaNotReady, notEntitled } from '../library/library.errors';
import { notFound, type SharedError } from '../shared/server-error';
import type { DemoStreamPaths } from './demo-recording';
import { type MediaError, unauthenticated } from './media.errors';
import type { MediaEpisodes } from './media-episodes.port';
import type { MediaRecordings } from './media-recordings.port';
import type { MediaChapter } from './media-titles.port';

export interface GetEpisodeStreamMediaDeps extends Pick<EntitlementDeps, 'clubPeriods' | 'devices'> {
  readonly episodes: MediaEpisodes;
  readonly recordings: MediaRecordings;
  readonly now: () => Date;
}

export interface GetEpisodeStreamMediaInput {
  /** Null for an anonymous visitor. */
  readonly listener: Listener | null;
  readonly market: Market;
  readonly podcastId: string;
  readonly episodeId: string;
}

/** What a player needs to play an episode: its clear streams (paths in the static media tree) and chapters. */
export interface EpisodeStreamMedia {
  readonly podcastId: string;
  readonly episodeId: string;
  /** The recording played. */
  readonly mediaId: string;
  /** Whether the answer is the same for everyone (a free show) and may be shared. */
  readonly isPublic: boolean;
  readonly stream: DemoStreamPaths;
  readonly chapters: readonly MediaChapter[];
}

type EpisodeMediaError = MediaError | LibraryError | SharedError;

/**
 * The media of a podcast episode of the market (spec §4, §6), by the rule the storefront's play button follows
 * (`episodePlayState`): a free show plays for anyone; a show in the subscription in full for a club member on one of
 * the account's streaming devices; otherwise a visitor is asked to sign in where the club could give it
 * (UNAUTHENTICATED), and anyone else is refused (NOT_ENTITLED). Episodes play clear streams only.
 */
export class GetEpisodeStreamMedia {
  readonly #deps: GetEpisodeStreamMediaDeps;

  constructor(deps: GetEpisodeStreamMediaDeps) {
    this.#deps = deps;
  }

  async execute(input: GetEpisodeStreamMediaInput): Promise<Result<EpisodeStreamMedia, EpisodeMediaError>> {
    const { listener, market } = input;
    const found = await this.#deps.episodes.findEpisode(market.catalogId, input.podcastId, input.episodeId);
    if (!found) return err(notFound('Episode'));
    if (!found.isFree) {
      const refused = await this.#refusal(found.inClub, listener, market);
      if (refused) return err(refused);
    }
    const recording = found.mediaId === null ? undefined : this.#deps.recordings.find(found.mediaId);
    // An encrypted recording would need a licence an episode has no route for.
    if (!recording || recording.protected) return err(mediaNotReady());
    return ok({
      podcastId: found.podcastId,
      episodeId: found.episodeId,
      mediaId: recording.id,
      isPublic: found.isFree,
      stream: recording.stream,
      chapters: recording.chapters.map(({ title, startMs }) => ({ title, startMs })),
    });
  }

  /** Why a show that is not free does not play for this listener, or null when the club gives it. */
  async #refusal(inClub: boolean, listener: Listener | null, market: Market): Promise<EpisodeMediaError | null> {
    const clubCouldGive = inClub && market.features.club;
    if (listener === null) return clubCouldGive ? unauthenticated() : notEntitled('listen');
    const isClubMember = clubCouldGive && (await clubAccessOf(this.#deps, listener.userId, market, this.#deps.now()));
    const state = episodePlayState(
      { isFree: false, isAvailableInSubscription: inClub, hasSample: false },
      { isClubMember },
    );
    if (state !== 'free') return notEntitled('listen');
    return (await onStreamingDevice(this.#deps, listener)) ? null : deviceNotAllowed();
  }
}
