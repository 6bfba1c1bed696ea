import type { AudiobookId } from '#domain/playback/playback-ids';
import { positionMs } from '#domain/playback/playback-position';
import type { StreamChapter } from '#domain/playback/stream-media';
import { ok, type Result } from '#domain/shared/result';
import type { RequireSignIn } from '../auth/require-sign-in.use-case';
import type { EpisodeMediaRepository } from '../ports/episode-media-repository.port';
import type { ErrorReporterPort } from '../ports/error-reporter.port';
import type { ToastPresenterPort } from '../ports/toast-presenter.port';
import type { StreamMediaError } from './player.errors';
import { streamFailed } from './stream-failure';
import type { PlayerStore, PlayingTitle } from './player.store';

/** An episode as the podcast page knows it, with what the player shows of its show. */
export interface EpisodeToPlay {
  readonly podcastId: string;
  readonly episodeId: string;
  /** The episode's title. */
  readonly name: string;
  /** The show's hosts, or the show's name. */
  readonly authors: readonly string[];
  /** The show's cover. */
  readonly coverUrl: string | null;
}

export interface PlayEpisodeInput {
  readonly episode: EpisodeToPlay;
  readonly autoPlay: boolean;
  /** Where a listener sent to sign in comes back to. */
  readonly currentPath: string;
  /** Start exactly here (a retry where playback failed); the start otherwise. */
  readonly startAt?: number;
}

export interface PlayEpisodeDeps {
  readonly store: PlayerStore;
  readonly episodes: EpisodeMediaRepository;
  readonly toasts: ToastPresenterPort;
  readonly errors: ErrorReporterPort;
  readonly requireSignIn: RequireSignIn;
}

/**
 * Spec §4, §6 for a podcast: the episode in full in the same player, as the server allows it (a free show for anyone,
 * a show in the subscription for club members); never a sample, never limited. The failures are the title's (§8):
 * 'UserNotAuthenticated' sends the listener to sign in; anything else shows the generic error toast.
 */
export class PlayEpisode {
  readonly #deps: PlayEpisodeDeps;

  constructor(deps: PlayEpisodeDeps) {
    this.#deps = deps;
  }

  async execute(input: PlayEpisodeInput): Promise<Result<void, StreamMediaError>> {
    const { store, episodes } = this.#deps;
    const { episode } = input;
    store.prepare();
    const media = await episodes.mediaOf(episode.podcastId, episode.episodeId);
    if (!media.ok) return streamFailed(this.#deps, media.error, input.currentPath);
    const title: PlayingTitle = {
      audiobookId: episode.episodeId as AudiobookId,
      mediaId: media.value.mediaId,
      name: episode.name,
      authors: episode.authors,
      coverUrl: episode.coverUrl,
      chapters: chaptersOf(episode, media.value.chapters),
      item: { type: 'episode', podcastId: episode.podcastId },
    };
    store.load({
      title,
      sources: { dash: media.value.dash, hls: media.value.hls },
      savedPosition: positionMs(input.startAt ?? 0),
      exact: input.startAt !== undefined,
      autoPlay: input.autoPlay,
      isSample: false,
      isLimitedListening: false,
    });
    return ok(undefined);
  }
}

// A recording of one part (or none listed) is one chapter named as the episode, whatever the recording calls it.
const chaptersOf = (episode: EpisodeToPlay, chapters: readonly StreamChapter[]): readonly StreamChapter[] =>
  chapters.length > 1 ? chapters : [{ title: episode.name, startMs: positionMs(0) }];
