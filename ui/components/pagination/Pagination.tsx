import { useTranslation } from '#ui/i18n/use-translation';
import { Link } from 'react-router';
import { pageLinks } from '#domain/catalog/page-links';

export interface PaginationProps {
  /** The 1-based page shown. */
  readonly page: number;
  /** How many pages the list has (the API's `pages`). */
  readonly pages: number;
  /** The address of a page: the list's own, with the page in its query, so paging works without JavaScript. */
  readonly hrefOf: (page: number) => string;
}

// Styled by Pagination.css, which the pages showing it import: its HTML is styled before its code arrives.
/**
 * A pager under a list: previous and next, the first and last page, the pages around the current one and gaps
 * for the rest. Plain links, so a search engine and a browser without JavaScript page through the same list; nothing
 * when the list fits one page.
 */
export function Pagination({ page, pages, hrefOf }: PaginationProps) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const current = Math.min(Math.max(1, page), pages);
  return (
    <nav className="pagination" aria-label={t('shell.pagination.label')}>
      {current > 1 ? (
        <Link className="pagination__step" to={hrefOf(current - 1)} rel="prev">
          {t('shell.pagination.previous')}
        </Link>
      ) : (
        <span className="pagination__step" aria-hidden="true" />
      )}
      <ol className="pagination__pages">
        {pageLinks(current, pages).map((link, index) =>
          link.kind === 'gap' ? (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={link.page}>
              <Link
                className="pagination__page"
                to={hrefOf(link.page)}
                aria-current={link.page === current ? 'page' : undefined}
                aria-label={t('shell.pagination.page', { page: link.page })}
              >
                {link.page}
              </Link>
            </li>
          ),
        )}
      </ol>
      {current < pages ? (
        <Link className="pagination__step" to={hrefOf(current + 1)} rel="next">
          {t('shell.pagination.next')}
        </Link>
      ) : (
        <span className="pagination__step" aria-hidden="true" />
      )}
    </nav>
  );
}
