import type { PlayerView } from '#application/player/player.store';
import { chapterProgress } from '#domain/playback/chapters';
import { clockPosition } from '#domain/shared/iso-duration';
import { useTranslation } from '#ui/i18n/use-translation';
import styles from './PlayerPage.module.css';

/** The chapter playing, with its own progress beside the book's: "Chapter 3 of 12 · A Light in the Marsh · 2:10 / 14:05". */
export function ChapterProgress({ view }: { readonly view: PlayerView }) {
  const { t } = useTranslation();
  const chapters = view.title?.chapters ?? [];
  const progress = chapterProgress(chapters, view.player.position, view.player.duration);
  if (progress === undefined) return null;
  return (
    <p className={styles.chapterNow}>
      <span>{t('player.chapter_of', { number: String(progress.index + 1), count: String(chapters.length) })}</span>
      <strong>{chapters[progress.index]?.title}</strong>
      <span className={styles.length}>
        {clockPosition(progress.elapsedMs)} / {clockPosition(progress.lengthMs)}
      </span>
    </p>
  );
}
