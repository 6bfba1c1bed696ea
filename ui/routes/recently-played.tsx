import { data } from 'react-router';
import { useMemo } from 'react';
import { TOKENS } from '#infrastructure/composition/tokens';
import { DeferredPagination } from '../components/pagination/DeferredPagination';
import '../components/pagination/Pagination.css';
import styles from '../features/library/Library.module.css';
import { pageNumberOf, redirectPastLastPage } from '../features/library/library-page-loading';
import { failPrivatePage, PRIVATE_PAGE_HEADERS, requireSignedInHint } from '../features/account/private-page';
import { TitleList } from '../features/library/TitleList';
import { usePageHref } from '../features/library/use-page-href';
import { usePageLocale } from '../i18n/locale-provider';
import { pageMeta, rootDataOf } from '../i18n/page-meta';
import { useTranslation } from '../i18n/use-translation';
import type { Route } from './+types/recently-played';
import { requireLocale } from './request-locale';

export const loader = async ({ url, request, context }: Route.LoaderArgs) => {
  const locale = requireLocale(url);
  requireSignedInHint(request, url, locale, context.brand);
  const result = await context.container.get(TOKENS.LoadRecentlyPlayed).execute({ locale, page: pageNumberOf(url) });
  if (!result.ok) return failPrivatePage(result.error, url, locale, context.brand);
  redirectPastLastPage(result.value, url);
  return data({ played: result.value }, { headers: PRIVATE_PAGE_HEADERS });
};

export const headers = ({ loaderHeaders }: Route.HeadersArgs) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    rootDataOf(matches),
    (t) => t('pages.recentlyPlayed.title'),
    (t) => t('pages.recentlyPlayed.lead'),
  );

/** Spec §2 `/recently-played`: the titles the listener played, newest first. */
export default function RecentlyPlayedPage({ loaderData }: Route.ComponentProps) {
  const { played } = loaderData;
  const { t } = useTranslation();
  const { locale, brand } = usePageLocale();
  const routing = useMemo(() => ({ product: brand }), [brand]);
  const hrefOf = usePageHref('recentlyPlayed');
  return (
    <main className="page">
      <h1 className="page__title">{t('pages.recentlyPlayed.title')}</h1>
      <p className="page__lead">{t('pages.recentlyPlayed.lead')}</p>
      {played.total === 0 ? (
        <p className={styles.empty}>{t('library.recently_played.empty')}</p>
      ) : (
        <TitleList products={played.items} locale={locale} routing={routing} />
      )}
      <DeferredPagination page={played.page} pages={played.pages} hrefOf={hrefOf} />
    </main>
  );
}
