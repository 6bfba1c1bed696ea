import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProductSummary, ProductType } from '#application/catalog/product-summary';
import type { SearchPage, SearchResults } from '#application/search/search-page';
import type { Locale } from '#domain/market/locale';
import { categoryPathId } from '#domain/routing/category-path-id';
import type { RoutingContext } from '#domain/routing/routing-context';
import { type Refinement, toggleRefinement } from '#domain/search/search-refinements';
import { Pagination } from '#ui/components/pagination/Pagination';
import type { FormatPrice } from '#ui/components/price/format-price';
import type { CardLabels } from '#ui/components/product/ProductCard';
import { productPath } from '#ui/components/product/product-links';
import { HomeSections } from '#ui/features/home/HomeSections';
import { SearchFacets } from './SearchFacets';
import { type SearchAddress, searchPageAddress } from './search-page-links';
import { SearchResultList } from './SearchResultList';
import styles from './SearchPage.module.css';

export interface SearchPageViewProps {
  /** The page, or null when search is unavailable. */
  readonly view: SearchPage | null;
  /** The results as cards (empty unless the view has results). */
  readonly products: readonly ProductSummary[];
  readonly locale: Locale;
  readonly routing: RoutingContext;
  readonly isClubMember: boolean;
  readonly formatPrice: FormatPrice;
}

type Translate = ReturnType<typeof useTranslation>['t'];

/** The values of the `type` facet that have a name of their own (spec §3 Product type). */
const PRODUCT_TYPES: readonly ProductType[] = ['audiobook', 'podcast', 'cycle'];

function Results({
  view,
  products,
  props,
  t,
}: {
  view: SearchResults;
  products: readonly ProductSummary[];
  props: SearchPageViewProps;
  t: Translate;
}) {
  const { locale, routing } = props;
  const context = view.context === null ? null : categoryPathId(view.context);
  const base: SearchAddress = { phrase: view.phrase, refinements: view.refinements, page: 1, context };
  const hrefOf = (address: Partial<SearchAddress>) => searchPageAddress({ ...base, ...address }, locale, routing);
  const cardLabels = useMemo<CardLabels>(
    () => ({ free: t('shell.home.free'), price: t('shell.home.price'), regularPrice: t('shell.home.regular_price') }),
    [t],
  );
  const labelOf = (choice: Refinement): string => {
    if (choice.name === 'category') return view.categoryNames[choice.value] ?? choice.value;
    const type = PRODUCT_TYPES.find((known) => known === choice.value);
    return type === undefined ? choice.value : t(`search_page.types.${type}`);
  };
  const { results } = view;
  return (
    <>
      <p className={styles.count}>{t('search_page.count', { count: results.total })}</p>
      <div className={styles.layout}>
        <SearchFacets
          facets={view.facets}
          hasRefinements={view.refinements.length > 0}
          labelOf={labelOf}
          hrefOf={(choice) => hrefOf({ refinements: toggleRefinement(view.refinements, choice) })}
          clearHref={hrefOf({ refinements: [] })}
        />
        <section className={styles.results} aria-labelledby="search-results-title">
          <h2 id="search-results-title" className="visually-hidden">
            {t('search_page.results_label')}
          </h2>
          {results.total === 0 ? (
            <NoResults
              view={view}
              clearHref={hrefOf({ refinements: [] })}
              everywhereHref={hrefOf({ context: null })}
              props={props}
              t={t}
            />
          ) : (
            <>
              <SearchResultList
                products={products}
                hrefOf={(product) => productPath(product, locale, routing)}
                offset={(results.page - 1) * results.limit}
                isClubMember={props.isClubMember}
                formatPrice={props.formatPrice}
                labels={cardLabels}
                label={t('search_page.results_label')}
              />
              <Pagination page={results.page} pages={results.pages} hrefOf={(page) => hrefOf({ page })} />
            </>
          )}
        </section>
      </div>
    </>
  );
}

function NoResults({
  view,
  clearHref,
  everywhereHref,
  props,
  t,
}: {
  view: SearchResults;
  clearHref: string;
  everywhereHref: string;
  props: SearchPageViewProps;
  t: Translate;
}) {
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>{t('search_page.no_results.title', { phrase: view.phrase })}</p>
      <p>{t('search_page.no_results.lead')}</p>
      <ul className={styles.tips}>
        <li>{t('search_page.no_results.check_spelling')}</li>
        <li>{t('search_page.no_results.fewer_words')}</li>
        {view.refinements.length > 0 ? (
          <li>
            <Link to={clearHref}>{t('search_page.no_results.clear_filters')}</Link>
          </li>
        ) : null}
        {view.context !== null ? (
          <li>
            <Link to={everywhereHref}>{t('search_page.no_results.everywhere')}</Link>
          </li>
        ) : null}
      </ul>
      <Suggestions view={view} props={props} />
    </div>
  );
}

function Suggestions({ view, props }: { view: SearchPage; props: SearchPageViewProps }) {
  if (view.suggestions.length === 0) return null;
  return (
    <HomeSections
      sections={view.suggestions}
      locale={props.locale}
      routing={props.routing}
      isClubMember={props.isClubMember}
      formatPrice={props.formatPrice}
    />
  );
}

/**
 * Spec §2 search page: its heading names the phrase (and the category of `/search/[context]`); results come as product
 * cards with the facets that narrow them and a pager, all plain links; no phrase shows a prompt and the market's search
 * screen, no result shows tips and the same suggestions.
 */
export function SearchPageView(props: SearchPageViewProps) {
  const { view, products } = props;
  const { t } = useTranslation();
  const category = view?.context?.name;
  const heading =
    view?.kind === 'results'
      ? category === undefined
        ? t('search_page.heading', { phrase: view.phrase })
        : t('search_page.heading_in_context', { phrase: view.phrase, category })
      : category === undefined
        ? t('pages.search.title')
        : t('search_page.prompt_heading_in_context', { category });
  return (
    <main className="page">
      <h1 className="page__title">{heading}</h1>
      {view === null ? (
        <p role="status">{t('shell.search.failed')}</p>
      ) : view.kind === 'results' ? (
        <Results view={view} products={products} props={props} t={t} />
      ) : (
        <>
          <p className="page__lead">{t('search_page.prompt')}</p>
          <Suggestions view={view} props={props} />
        </>
      )}
    </main>
  );
}
