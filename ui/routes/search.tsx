import { useMemo } from 'react';
import { data, redirect } from 'react-router';
import { searchHitSummary } from '#application/search/search-hit-summary';
import { pageFromQuery } from '#domain/catalog/page-query';
import { MARKETS } from '#domain/market/markets';
import { pathFor } from '#domain/routing/path-for';
import { REFINEMENT_PARAM } from '#domain/search/search-refinements';
import { TOKENS } from '#infrastructure/composition/tokens';
import { marketPriceFormatter } from '../components/price/format-price';
import { labelPrices, withPriceLabels } from '../components/price/price-labels';
import { productAmounts } from '../components/product/card-prices';
import { useSessionUser } from '../components/session/shell-session';
import { cardAmounts } from '../features/home/product-price';
import { searchPageLinks } from '../features/search/search-page-links';
import { SearchPageView } from '../features/search/SearchPageView';
import { brandName, usePageLocale } from '../i18n/locale-provider';
import { pageMeta, rootDataOf } from '../i18n/page-meta';
import type { Route } from './+types/search';
import { requireLocale } from './request-locale';

/** Spec §2 `/search?phrase=` and `/search/[context]`: the results of the address's phrase, facets and page. */
export const loader = async ({ url, params, context }: Route.LoaderArgs) => {
  const locale = requireLocale(url);
  const query = url.searchParams;
  const result = await context.container.get(TOKENS.LoadSearchPage).execute({
    locale,
    phrase: query.get('phrase'),
    page: pageFromQuery(query.get('page')),
    facets: query.getAll(REFINEMENT_PARAM),
    context: 'context' in params && typeof params.context === 'string' ? params.context : null,
  });
  if (!result.ok) {
    switch (result.error.code) {
      // Spec §8: while the API is in maintenance the storefront sends visitors to its 503 page.
      case 'API.MAINTENANCE':
        throw redirect(pathFor('error503', {}, locale, { product: context.brand }));
      case 'SEARCH.CONTEXT_NOT_FOUND':
      case 'SEARCH.PAGE_NOT_FOUND':
        throw data('Not found', { status: 404 });
      case 'SEARCH.UNAVAILABLE':
        return data({ view: null, links: null, products: [], priceLabels: {} }, { status: 503 });
    }
  }
  const view = result.value;
  const currency = MARKETS[locale].currency;
  const products =
    view.kind === 'results' ? view.results.products.map((hit) => searchHitSummary(hit, currency, locale)) : [];
  const format = marketPriceFormatter(locale);
  const priceLabels = labelPrices([...productAmounts(products), ...cardAmounts(view.suggestions)], format);
  const links = view.kind === 'results' ? searchPageLinks(view, locale, { product: context.brand }) : null;
  return { view, links, products, priceLabels };
};

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const root = rootDataOf(matches);
  const view = loaderData?.view ?? null;
  const tags = pageMeta(
    root,
    (t) => {
      if (view?.kind !== 'results') return t('pages.search.title');
      const title = t('search_page.meta_title', { phrase: view.phrase });
      const { page } = view.results;
      return page > 1 ? `${title}, ${t('search_page.meta_page', { page })}` : title;
    },
    (t) =>
      view?.kind === 'results'
        ? t('search_page.meta_description', { phrase: view.phrase, brand: brandName(root?.brand ?? '') })
        : t('pages.search.lead'),
  );
  // Results of any phrase are no page to index, but their links lead to pages that are.
  return [...tags, { name: 'robots', content: 'noindex, follow' }];
};

/** The search page, rendered on the server: results with facets and a pager, or a prompt with suggestions. */
export default function Search({ loaderData }: Route.ComponentProps) {
  const { view, links, products, priceLabels } = loaderData;
  const { locale, brand } = usePageLocale();
  // Spec §5: club members see subscriber prices, once the auth check knows who is signed in.
  const isClubMember = useSessionUser()?.isClubMember ?? false;
  const routing = useMemo(() => ({ product: brand }), [brand]);
  const formatPrice = useMemo(() => withPriceLabels(priceLabels, marketPriceFormatter(locale)), [priceLabels, locale]);
  return (
    <SearchPageView
      view={view}
      links={links}
      products={products}
      locale={locale}
      routing={routing}
      isClubMember={isClubMember}
      formatPrice={formatPrice}
    />
  );
}
