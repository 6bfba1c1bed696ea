import { data } from 'react-router';
import { useMemo } from 'react';
import { TOKENS } from '#infrastructure/composition/tokens';
import { DeferredPagination } from '../components/pagination/DeferredPagination';
import '../components/pagination/Pagination.css';
import { FavouritesList } from '../features/library/FavouritesList';
import { usePageHref } from '../features/library/use-page-href';
import { pageNumberOf, redirectPastLastPage } from '../features/library/library-page-loading';
import { failPrivatePage, PRIVATE_PAGE_HEADERS, requireSignedInHint } from '../features/account/private-page';
import { ServiceBoundary } from '../di/container-context';
import { usePageLocale } from '../i18n/locale-provider';
import { pageMeta, rootDataOf } from '../i18n/page-meta';
import { useTranslation } from '../i18n/use-translation';
import type { Route } from './+types/favourites';
import { requireLocale } from './request-locale';

export const loader = async ({ url, request, context }: Route.LoaderArgs) => {
  const locale = requireLocale(url);
  requireSignedInHint(request, url, locale, context.brand);
  const result = await context.container.get(TOKENS.LoadFavouritesPage).execute({ locale, page: pageNumberOf(url) });
  if (!result.ok) return failPrivatePage(result.error, url, locale, context.brand);
  redirectPastLastPage(result.value, url);
  return data({ favourites: result.value }, { headers: PRIVATE_PAGE_HEADERS });
};

export const headers = ({ loaderHeaders }: Route.HeadersArgs) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    rootDataOf(matches),
    (t) => t('pages.favourites.title'),
    (t) => t('pages.favourites.lead'),
  );

/** Spec §2 `/favourites`: the signed-in listener's favourite titles, 30 to a page, each removable with undo. */
export default function FavouritesPage({ loaderData }: Route.ComponentProps) {
  const { favourites } = loaderData;
  const { t } = useTranslation();
  const { locale, brand } = usePageLocale();
  const routing = useMemo(() => ({ product: brand }), [brand]);
  const hrefOf = usePageHref('favourites');
  return (
    <main className="page">
      <h1 className="page__title">{t('pages.favourites.title')}</h1>
      <ServiceBoundary>
        <FavouritesList
          key={favourites.page}
          products={favourites.items}
          total={favourites.total}
          locale={locale}
          routing={routing}
        />
      </ServiceBoundary>
      <DeferredPagination page={favourites.page} pages={favourites.pages} hrefOf={hrefOf} />
    </main>
  );
}
