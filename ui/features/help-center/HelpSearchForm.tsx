import { useId } from 'react';
import { useTranslation } from '#ui/i18n/use-translation';
import { Form } from 'react-router';
import { SEARCH_PHRASE_MAX_LENGTH } from '#domain/search/search-phrase';
import { useRoutePath } from '#ui/routes/use-route-path';
import styles from './HelpCenter.module.css';

/** The query parameter the help centre's search reads. */
export const HELP_SEARCH_PARAM = 'q';

/**
 * The help centre's search: a GET form to the help centre's home, so it works without JavaScript and every result
 * page has its own address; the phrase stays in the box (spec §5: at most 120 characters).
 */
export function HelpSearchForm({ phrase }: { readonly phrase: string }) {
  const { t } = useTranslation();
  const path = useRoutePath();
  const inputId = useId();
  return (
    <Form
      method="get"
      action={path('helpCenter', {})}
      role="search"
      aria-label={t('help_center.search.label')}
      className={styles.search}
    >
      <label htmlFor={inputId} className={styles.searchLabel}>
        {t('help_center.search.label')}
      </label>
      <div className={styles.searchRow}>
        <input
          id={inputId}
          className={styles.searchInput}
          type="search"
          name={HELP_SEARCH_PARAM}
          defaultValue={phrase}
          maxLength={SEARCH_PHRASE_MAX_LENGTH}
          required
          autoComplete="off"
        />
        <button type="submit" className={styles.searchButton}>
          {t('help_center.search.submit')}
        </button>
      </div>
    </Form>
  );
}
