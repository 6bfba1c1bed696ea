import { useTranslation } from '#ui/i18n/use-translation';
import type { PlayableEpisode } from '#application/podcast/podcast';
import { HOLDS_CLICK_ATTRIBUTE } from '#domain/shell/held-clicks';
import { heldClicks } from '#ui/di/held-clicks';
import { formatDuration } from '#ui/i18n/format';
import styles from './EpisodeList.module.css';

const MINUTE_MS = 60_000;

/** A length rounded up to whole minutes, as the API counts an episode's: a short one never shows 0 minutes. */
const wholeMinutesUp = (ms: number): number => Math.ceil(ms / MINUTE_MS) * MINUTE_MS;

// A press before the player's code is there is held for the button (see `HeldClicks`).
const HOLDS_CLICK = { [HOLDS_CLICK_ATTRIBUTE]: '', ref: heldClicks.liveControl } as const;

export interface EpisodeListProps {
  /** In the order to show them (newest first), each with what its play button offers. */
  readonly episodes: readonly PlayableEpisode[];
  /** Each episode's release date, written out by the loader (no date formatting while hydrating). */
  readonly publishedLabels: Readonly<Record<string, string>>;
  /**
   * Starts an episode (or its sample) in the player, or resumes the one there. Without it the list shows each
   * episode's play state without a button, so no control does nothing.
   */
  readonly onPlay?: (episode: PlayableEpisode) => void;
  /** Pauses the episode that plays. */
  readonly onPause?: () => void;
  /** The episode of this show in the player, and whether it plays. */
  readonly current?: { readonly episodeId: string; readonly isPlaying: boolean } | null;
  readonly labelledBy?: string;
}

/** A podcast's episodes: title, release date, length, description and what can be heard of each. */
export function EpisodeList({
  episodes,
  publishedLabels,
  onPlay,
  onPause,
  current = null,
  labelledBy,
}: EpisodeListProps) {
  const { t } = useTranslation();
  return (
    <ol className={styles.episodes} aria-labelledby={labelledBy}>
      {episodes.map((episode) => {
        const playable = episode.playState !== 'locked';
        const published = publishedLabels[episode.id];
        const inPlayer = current?.episodeId === episode.id;
        const playing = inPlayer && current.isPlaying;
        return (
          <li
            key={episode.id}
            className={styles.episode}
            data-play-state={episode.playState}
            aria-current={inPlayer ? 'true' : undefined}
          >
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
              <span className={styles.state}>
                {inPlayer ? t('podcast_page.in_player') : t(`podcast_page.play_state.${episode.playState}`)}
              </span>
              {onPlay && playable && (
                <button
                  type="button"
                  className={styles.play}
                  {...HOLDS_CLICK}
                  onClick={() => (playing ? onPause?.() : onPlay(episode))}
                >
                  {playing
                    ? t('podcast_page.pause', { title: episode.title })
                    : episode.playState === 'sample'
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
