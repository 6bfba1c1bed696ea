import { useTranslation } from '#ui/i18n/use-translation';
import type { PlayableEpisode } from '#application/podcast/podcast';
import { formatDuration } from '#ui/i18n/format';
import styles from './EpisodeList.module.css';

const MINUTE_MS = 60_000;

/** A length rounded up to whole minutes, as the API counts an episode's: a short one never shows 0 minutes. */
const wholeMinutesUp = (ms: number): number => Math.ceil(ms / MINUTE_MS) * MINUTE_MS;

export interface EpisodeListProps {
  /** In the order to show them (newest first), each with what its play button offers. */
  readonly episodes: readonly PlayableEpisode[];
  /** Each episode's release date, written out by the loader (no date formatting while hydrating). */
  readonly publishedLabels: Readonly<Record<string, string>>;
  /**
   * Starts an episode (or its sample) in the player. Until the player takes podcasts, no page passes it and the list
   * shows each episode's play state without a button, so no control does nothing.
   */
  readonly onPlay?: (episode: PlayableEpisode) => void;
  readonly labelledBy?: string;
}

/** A podcast's episodes: title, release date, length, description and what can be heard of each. */
export function EpisodeList({ episodes, publishedLabels, onPlay, labelledBy }: EpisodeListProps) {
  const { t } = useTranslation();
  return (
    <ol className={styles.episodes} aria-labelledby={labelledBy}>
      {episodes.map((episode) => {
        const playable = episode.playState !== 'locked';
        const published = publishedLabels[episode.id];
        return (
          <li key={episode.id} className={styles.episode} data-play-state={episode.playState}>
            <h3 className={styles.title}>{episode.title}</h3>
            <p className={styles.details}>
              {published && (
                <>
                  <time dateTime={episode.publishedAt}>{t('podcast_page.published', { date: published })}</time>
                  {' · '}
                </>
              )}
              {formatDuration(wholeMinutesUp(episode.durationMs), t)}
            </p>
            {episode.description && <p className={styles.description}>{episode.description}</p>}
            <p className={styles.actions}>
              <span className={styles.state}>{t(`podcast_page.play_state.${episode.playState}`)}</span>
              {onPlay && playable && (
                <button type="button" className={styles.play} onClick={() => onPlay(episode)}>
                  {episode.playState === 'sample'
                    ? t('podcast_page.play.sample', { title: episode.title })
                    : t('podcast_page.play.free', { title: episode.title })}
                </button>
              )}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
