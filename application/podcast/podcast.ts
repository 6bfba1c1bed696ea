import type { EpisodePlayState } from '#domain/playback/episode-play-state';
import type { PersonRef } from '../catalog/person-ref';

/** A podcast episode as the show page lists it. */
export interface PodcastEpisode {
  readonly id: string;
  /** Its place in release order, 1 for the first. */
  readonly position: number;
  readonly title: string;
  readonly description: string;
  readonly durationMs: number;
  /** ISO-8601 with an offset. */
  readonly publishedAt: string;
  /** The episode has a sample to play on its own (the API gives episodes none so far). */
  readonly hasSample: boolean;
}

/** Spec §2 `/podcast/[id]`: the show, its hosts and its episodes. */
export interface Podcast {
  readonly id: string;
  readonly slug: string;
  readonly name: string;
  readonly description: string;
  readonly imageUrl: string;
  /** The voices of the show (its narrators in the catalogue). */
  readonly hosts: readonly PersonRef[];
  readonly publishers: readonly PersonRef[];
  readonly isFree: boolean;
  readonly isAvailableInSubscription: boolean;
  readonly episodes: readonly PodcastEpisode[];
}

/** An episode with what its play button offers the current listener. */
export interface PlayableEpisode extends PodcastEpisode {
  readonly playState: EpisodePlayState;
}
