import { useId } from 'react';
import { useTranslation } from '#ui/i18n/use-translation';
import { Link } from 'react-router';
import type { HelpCategory } from '#application/help-center/help-center';
import { useRoutePath } from '#ui/routes/use-route-path';
import { helpCategoryPath, helpQuestionPath } from './help-links';
import styles from './HelpCenter.module.css';

/** Every topic of the help centre under one heading, each with its questions linked. */
export function HelpTopics({ categories }: { readonly categories: readonly HelpCategory[] }) {
  const { t } = useTranslation();
  const path = useRoutePath();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('help_center.topics')}</h2>
      <ul className={styles.topics}>
        {categories.map((category) => (
          <li key={category.id} className={styles.topic}>
            <h3 className={styles.topicTitle}>
              <Link to={helpCategoryPath(path, category)}>{category.title}</Link>
            </h3>
            <ul className={styles.questions}>
              {category.questions.map((question) => (
                <li key={question.id}>
                  <Link to={helpQuestionPath(path, category, question)}>{question.title}</Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
