import { useId } from 'react';
import { useTranslation } from '#ui/i18n/use-translation';
import { Link } from 'react-router';
import type { HelpSearchHit } from '#application/help-center/help-center';
import { useRoutePath } from '#ui/routes/use-route-path';
import { helpQuestionPath } from './help-links';
import styles from './HelpCenter.module.css';

/** What the help centre's search found: how many answers, then each question with its topic. */
export function HelpSearchResults({
  phrase,
  hits,
}: {
  readonly phrase: string;
  readonly hits: readonly HelpSearchHit[];
}) {
  const { t } = useTranslation();
  const path = useRoutePath();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.results}>
      <h2 id={headingId}>
        {hits.length === 0
          ? t('help_center.search.no_results', { phrase })
          : t('help_center.search.results', { count: hits.length, phrase })}
      </h2>
      {hits.length > 0 && (
        <ul className={styles.questions}>
          {hits.map(({ category, question }) => (
            <li key={question.id}>
              <Link to={helpQuestionPath(path, category, question)}>{question.title}</Link>{' '}
              <span className={styles.topicName}>({category.title})</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
