import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { podcastOfEpisode, type PlayerView } from '#application/player/player.store';
import { pathFor } from '#domain/routing/path-for';
import { useTranslation } from '#ui/i18n/use-translation';
import { usePageLocale } from '#ui/i18n/locale-provider';
import { CloseIcon } from '../shell/icons';
import type { PlayerIntents } from './player-intents';
import { PlayerControls } from './PlayerControls';
import { PlayerNotice } from './PlayerNotice';
import styles from './PlayerBar.module.css';

/** Spec §2 shell: the persistent player along the bottom of every page while a title is loaded. */
export function PlayerBar({
  view,
  intents,
  sleepTimer = null,
}: {
  readonly view: PlayerView;
  readonly intents: PlayerIntents;
  readonly sleepTimer?: ReactNode;
}) {
  const { t } = useTranslation();
  const { locale, brand } = usePageLocale();
  const { title } = view;
  if (title === null) return null;
  // An episode has no player page of its own: its title leads to its show.
  const podcastId = podcastOfEpisode(title);
  return (
    <section className={styles.bar} aria-label={t('player.region')} data-testid="player-bar">
      <div className={styles.title}>
        {title.coverUrl ? (
          <img className={styles.cover} src={`${title.coverUrl}?w=96`} alt="" width={48} height={48} />
        ) : null}
        <div className={styles.titleText}>
          <Link
            className={styles.name}
            to={
              podcastId === null
                ? pathFor('player', { id: title.audiobookId }, locale, { product: brand })
                : pathFor('podcast', { id: podcastId }, locale, { product: brand })
            }
            aria-label={`${t(podcastId === null ? 'player.open' : 'player.open_podcast')}: ${title.name}`}
          >
            {title.name}
          </Link>
          <span className={styles.authors}>{title.authors.join(', ')}</span>
        </div>
      </div>
      <PlayerControls view={view} intents={intents} sleepTimer={sleepTimer} />
      <PlayerNotice view={view} intents={intents} />
      <button type="button" className={styles.close} onClick={intents.close} aria-label={t('player.close')}>
        <CloseIcon />
      </button>
    </section>
  );
}
