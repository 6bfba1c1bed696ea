import { useMemo } from 'react';
import { podcastOfEpisode } from '#application/player/player.store';
import { episodeToPlay } from '#application/podcast/episode-to-play';
import type { PlayableEpisode } from '#application/podcast/podcast';
import { TOKENS } from '#infrastructure/composition/tokens';
import { usePlayEpisode } from '#ui/components/player/use-play-episode';
import { useService } from '#ui/di/container-context';
import { useStateObservable } from '#ui/hooks/use-state-observable';
import { EpisodeList } from './EpisodeList';
import type { PodcastEpisodesProps } from './PodcastEpisodes';

/**
 * The episodes on the player: a button loads its episode into the persistent player, or pauses and resumes it once
 * it is the one there, and the list shows which one that is.
 */
export default function ConnectedEpisodeList({ podcast, episodes, publishedLabels, labelledBy }: PodcastEpisodesProps) {
  const store = useService(TOKENS.PlayerStore);
  const view = useStateObservable(store.state$);
  const launch = usePlayEpisode();
  const { title, player } = view;
  const current = useMemo(
    () =>
      title !== null && podcastOfEpisode(title) === podcast.id
        ? { episodeId: title.audiobookId, isPlaying: player.isPlaying }
        : null,
    [title, podcast.id, player.isPlaying],
  );
  const onPlay = (episode: PlayableEpisode) => {
    if (current?.episodeId === episode.id && player.status === 'ready') store.play();
    else launch({ episode: episodeToPlay(podcast, episode), autoPlay: true });
  };
  return (
    <EpisodeList
      episodes={episodes}
      publishedLabels={publishedLabels}
      labelledBy={labelledBy}
      onPlay={onPlay}
      onPause={() => store.pause()}
      current={current}
    />
  );
}
