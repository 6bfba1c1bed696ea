import type { EpisodeToPlay } from '../player/play-episode.use-case';
import type { Podcast, PodcastEpisode } from './podcast';

/** What the player shows of an episode: its title, under the show's hosts (or the show's name) and cover. */
export const episodeToPlay = (
  podcast: Pick<Podcast, 'id' | 'name' | 'hosts' | 'imageUrl'>,
  episode: Pick<PodcastEpisode, 'id' | 'title'>,
): EpisodeToPlay => ({
  podcastId: podcast.id,
  episodeId: episode.id,
  name: episode.title,
  authors: podcast.hosts.length > 0 ? podcast.hosts.map((host) => host.name) : [podcast.name],
  coverUrl: podcast.imageUrl || null,
});
