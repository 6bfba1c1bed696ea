import { episodePlayState } from '#domain/playback/episode-play-state';
import type { PlayableEpisode, Podcast } from './podcast';

/**
 * Each episode with what its play button offers this listener (spec §4, §6), in the show's order: the server renders
 * a visitor's, the page recomputes them once the session says who listens.
 */
export const playableEpisodes = (
  podcast: Pick<Podcast, 'isFree' | 'isAvailableInSubscription' | 'episodes'>,
  listener: { readonly isClubMember: boolean },
): readonly PlayableEpisode[] =>
  podcast.episodes.map((episode) => ({
    ...episode,
    playState: episodePlayState(
      {
        isFree: podcast.isFree,
        isAvailableInSubscription: podcast.isAvailableInSubscription,
        hasSample: episode.hasSample,
      },
      listener,
    ),
  }));
