import { useTranslation } from '#ui/i18n/use-translation';
import { SEARCH_PHRASE_MAX_LENGTH } from '#domain/search/search-phrase';
import { lazyWithServices } from '#ui/di/lazy-with-services';
import { usePageLocale } from '#ui/i18n/locale-provider';
import styles from './SearchBox.module.css';
import { SearchIcon } from './SearchIcon';
import { SUBMITTABLE_PHRASE_PATTERN, searchRoutePath } from './search-links';

/**
 * Until the box's code and services arrive (a shell first mounted in the browser, never a hydrated one): the same box
 * as a plain form, which the browser submits to the search route by itself.
 */
function SearchBoxPlaceholder() {
  const { t } = useTranslation();
  const { locale, brand } = usePageLocale();
  return (
    <form role="search" action={searchRoutePath(locale, { product: brand })} method="get" className={styles.box}>
      <div className={styles.field}>
        <input
          type="search"
          name="phrase"
          className={styles.input}
          aria-label={t('shell.search.label')}
          placeholder={t('shell.search.placeholder')}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={SEARCH_PHRASE_MAX_LENGTH}
          required
          pattern={SUBMITTABLE_PHRASE_PATTERN}
        />
        <button type="submit" className={styles.submit} aria-label={t('shell.search.submit')}>
          <SearchIcon />
        </button>
      </div>
    </form>
  );
}

/**
 * Spec §2 shell search: the live search box of the page's market, for the top bar's search slot. The server renders
 * the whole box (a working form before the page is interactive); its code arrives with the container.
 */
export const LiveSearch = lazyWithServices(() => import('./ConnectedSearch'), { fallback: <SearchBoxPlaceholder /> });
