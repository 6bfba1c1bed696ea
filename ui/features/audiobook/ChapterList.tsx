import { useTranslation } from '#ui/i18n/use-translation';
import type { Chapter } from '#application/audiobook/audiobook';
import { clockPosition } from '#domain/shared/iso-duration';
import styles from './AudiobookPage.module.css';

/** The audiobook's chapters in order, each with where it starts. */
export function ChapterList({ chapters }: { chapters: readonly Chapter[] }) {
  const { t } = useTranslation();
  return (
    <ol className={styles.chapters}>
      {chapters.map((chapter, index) => (
        <li key={`${index}:${chapter.startMs}`} className={styles.chapter}>
          <span>{chapter.title}</span>
          <span className={styles.muted}>
            <span className="visually-hidden">{t('audiobook.chapter_start')}: </span>
            {clockPosition(chapter.startMs)}
          </span>
        </li>
      ))}
    </ol>
  );
}
