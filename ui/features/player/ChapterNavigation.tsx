import type { PlayerView } from '#application/player/player.store';
import { clockPosition } from '#domain/shared/iso-duration';
import { useTranslation } from '#ui/i18n/use-translation';
import styles from './PlayerPage.module.css';

/** The title's chapters with their lengths; the one playing is marked, and choosing one plays from its start. */
export function ChapterNavigation({
  view,
  onSeek,
}: {
  readonly view: PlayerView;
  readonly onSeek: (ms: number) => void;
}) {
  const { t } = useTranslation();
  const chapters = view.title?.chapters ?? [];
  if (chapters.length === 0) return null;
  const { position, duration } = view.player;
  const current = chapters.findLastIndex((chapter) => chapter.startMs <= position);
  return (
    <nav aria-label={t('player.chapters')}>
      <h2 className={styles.chaptersTitle}>{t('player.chapters')}</h2>
      <ol className={styles.chapters}>
        {chapters.map((chapter, index) => {
          const end = chapters[index + 1]?.startMs ?? duration;
          return (
            <li key={`${index}:${chapter.startMs}`}>
              <button
                type="button"
                className={styles.chapter}
                onClick={() => onSeek(chapter.startMs)}
                aria-current={index === current ? 'true' : undefined}
                disabled={view.player.status !== 'ready'}
              >
                <span>{chapter.title}</span>
                <span className={styles.length}>
                  {end > chapter.startMs ? clockPosition(end - chapter.startMs) : ''}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
