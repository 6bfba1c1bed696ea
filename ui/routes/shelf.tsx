import { useMemo } from 'react';
import { Link, data } from 'react-router';
import { TOKENS } from '#infrastructure/composition/tokens';
import { DeferredPagination } from '../components/pagination/DeferredPagination';
import '../components/pagination/Pagination.css';
import { ContinueListening } from '../features/library/ContinueListening';
import styles from '../features/library/Library.module.css';
import { pageNumberOf, redirectPastLastPage } from '../features/library/library-page-loading';
import { failPrivatePage, PRIVATE_PAGE_HEADERS, requireSignedInHint } from '../features/account/private-page';
import { TitleList } from '../features/library/TitleList';
import { usePageHref } from '../features/library/use-page-href';
import { ServiceBoundary } from '../di/container-context';
import { usePageLocale } from '../i18n/locale-provider';
import { pageMeta, rootDataOf } from '../i18n/page-meta';
import { useTranslation } from '../i18n/use-translation';
import type { Route } from './+types/shelf';
import { requireLocale } from './request-locale';
import { useRoutePath } from './use-route-path';

export const loader = async ({ url, request, context }: Route.LoaderArgs) => {
  const locale = requireLocale(url);
  requireSignedInHint(request, url, locale, context.brand);
  const result = await context.container.get(TOKENS.LoadShelf).execute({ locale, page: pageNumberOf(url) });
  if (!result.ok) return failPrivatePage(result.error, url, locale, context.brand);
  redirectPastLastPage(result.value.titles, url);
  return data({ shelf: result.value }, { headers: PRIVATE_PAGE_HEADERS });
};

export const headers = ({ loaderHeaders }: Route.HeadersArgs) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    rootDataOf(matches),
    (t) => t('pages.shelf.title'),
    (t) => t('pages.shelf.lead'),
  );

/**
 * Spec §2 `/shelf`: what the listener may hear (owned, club and family titles), the ones they stopped part way
 * through first with a button to continue; an empty shelf points to the catalogue.
 */
export default function ShelfPage({ loaderData }: Route.ComponentProps) {
  const { continueListening, titles } = loaderData.shelf;
  const { t } = useTranslation();
  const { locale, brand } = usePageLocale();
  const routing = useMemo(() => ({ product: brand }), [brand]);
  const routePath = useRoutePath();
  const hrefOf = usePageHref('shelf');
  return (
    <main className="page">
      <h1 className="page__title">{t('pages.shelf.title')}</h1>
      <p className="page__lead">{t('pages.shelf.lead')}</p>
      <ServiceBoundary>
        <ContinueListening titles={continueListening} locale={locale} routing={routing} />
      </ServiceBoundary>
      {titles.total === 0 ? (
        <p className={styles.empty}>
          {t('library.shelf.empty')} <Link to={routePath('catalog', {})}>{t('library.shelf.browse')}</Link>
        </p>
      ) : (
        <section className={styles.section} aria-labelledby="shelf-titles">
          <h2 id="shelf-titles">{t('library.shelf.titles')}</h2>
          <TitleList products={titles.items} locale={locale} routing={routing} />
          <DeferredPagination page={titles.page} pages={titles.pages} hrefOf={hrefOf} />
        </section>
      )}
    </main>
  );
}
