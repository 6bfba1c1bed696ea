import type { Podcast } from '#application/podcast/podcast';
import { lazyWithServices } from '#ui/di/lazy-with-services';
import { EpisodeList, type EpisodeListProps } from './EpisodeList';

export interface PodcastEpisodesProps extends Omit<EpisodeListProps, 'onPlay' | 'onPause' | 'current'> {
  /** The show, as the player names and pictures its episodes. */
  readonly podcast: Pick<Podcast, 'id' | 'name' | 'hosts' | 'imageUrl'>;
}

/**
 * A podcast's episodes with their play buttons, which act through the player. Their code arrives with the container,
 * at the visitor's first intent; the server renders them in place and a press meanwhile is held for them
 * (`HeldClicks`). Shown before then in the browser: the list without buttons.
 */
export const PodcastEpisodes = lazyWithServices<PodcastEpisodesProps>(() => import('./ConnectedEpisodeList'), {
  fallback: ({ episodes, publishedLabels, labelledBy }) => (
    <EpisodeList episodes={episodes} publishedLabels={publishedLabels} labelledBy={labelledBy} />
  ),
});
