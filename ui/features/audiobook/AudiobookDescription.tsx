import { useTranslation } from '#ui/i18n/use-translation';
import { truncateText } from '#domain/shared/text';
import styles from './AudiobookPage.module.css';

/** How much of a description shows before "more". */
export const DESCRIPTION_PREVIEW_LENGTH = 160;

// Blank lines separate the paragraphs of a plain description.
const paragraphsOf = (text: string): readonly string[] =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');

/**
 * The description, cut by truncateText (spec §5) with a "more" control that shows the whole text. Both are in the
 * HTML and the control is a native `<details>`, so the whole text is there without JavaScript and for search engines.
 */
export function AudiobookDescription({ text }: { text: string }) {
  const { t } = useTranslation();
  const preview = truncateText(text, DESCRIPTION_PREVIEW_LENGTH);
  const paragraphs = paragraphsOf(text).map((paragraph, index) => <p key={index}>{paragraph}</p>);
  if (preview === text) return <div className={styles.description}>{paragraphs}</div>;
  return (
    <div className={styles.description}>
      <p className={styles.preview}>{preview}</p>
      <details className={styles.more}>
        <summary>{t('audiobook.more')}</summary>
        {paragraphs}
      </details>
    </div>
  );
}
