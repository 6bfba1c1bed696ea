import { lazy, Suspense, useCallback } from 'react';
import { useTranslation } from '#ui/i18n/use-translation';
import type { ProductSummary } from '#application/catalog/product-summary';
import type { SearchPage, SearchResults } from '#application/search/search-page';
import { DeferredPagination } from '#ui/components/pagination/DeferredPagination';
import { ProductGrid } from '#ui/components/product/ProductGrid';
import type { SearchFacetsProps } from './SearchFacets';
import { deferred } from '#ui/components/deferred/deferred';
import type { SearchPageLinks } from './search-page-links';
import styles from './SearchPage.module.css';
import { SEARCH_RESULTS_LIST_ID } from './search-results-list';
// The lazy parts' stylesheets come with the page, so their server-rendered HTML is styled from the first paint.
import '#ui/features/home/HomeSections.css';
import './SearchSuggestions.css';
import './SearchFacets.css';
import '#ui/components/pagination/Pagination.css';
import type { SearchSuggestionsProps } from './SearchSuggestions';

export interface SearchPageViewProps extends SearchSuggestionsProps {
  /** The page, or null when search is unavailable. */
  readonly view: SearchPage | null;
  /** The results page's links (null without results to link). */
  readonly links: SearchPageLinks | null;
  /** The results as cards (empty unless the view has results). */
  readonly products: readonly ProductSummary[];
}

type Translate = ReturnType<typeof useTranslation>['t'];

const suggestionProps = ({
  locale,
  routing,
  isClubMember,
  formatPrice,
}: SearchPageViewProps): SearchSuggestionsProps => ({
  locale,
  routing,
  isClubMember,
  formatPrice,
});

// Shown only without results, its code loads then: a results page is interactive without it.
const SearchSuggestions = lazy(() => import('./SearchSuggestions'));
// The refinements are plain links that work as the server wrote them; their code comes after the page's.
const SearchFacets = deferred<SearchFacetsProps>(() =>
  import('./SearchFacets').then((module) => ({ default: module.SearchFacets })),
);

function Results({
  view,
  links,
  products,
  props,
  t,
}: {
  view: SearchResults;
  links: SearchPageLinks;
  products: readonly ProductSummary[];
  props: SearchPageViewProps;
  t: Translate;
}) {
  const { locale, routing } = props;
  const hrefOf = useCallback((page: number) => links.pages[page] ?? links.clear, [links]);
  const { results } = view;
  return (
    <>
      <p className={styles.count}>{t('search_page.count', { count: results.total })}</p>
      <div className={styles.layout}>
        <SearchFacets
          facets={view.facets}
          hasRefinements={view.refinements.length > 0}
          categoryNames={view.categoryNames}
          optionHrefs={links.options}
          clearHref={links.clear}
        />
        <section className={styles.results} aria-labelledby="search-results-title">
          <h2 id="search-results-title" className="visually-hidden">
            {t('search_page.results_label')}
          </h2>
          {results.total === 0 ? (
            <Suspense fallback={null}>
              <SearchSuggestions view={view} links={links} {...suggestionProps(props)} />
            </Suspense>
          ) : (
            <>
              <ProductGrid
                products={products}
                locale={locale}
                routing={routing}
                isClubMember={props.isClubMember}
                formatPrice={props.formatPrice}
                list={{ id: SEARCH_RESULTS_LIST_ID, name: t('search_page.results_label') }}
                firstIndex={(results.page - 1) * results.limit}
                label={t('search_page.results_label')}
                cartable
              />
              <DeferredPagination page={results.page} pages={results.pages} hrefOf={hrefOf} />
            </>
          )}
        </section>
      </div>
    </>
  );
}

/**
 * Spec §2 search page: its heading names the phrase (and the category of `/search/[context]`); results come as product
 * cards with the facets that narrow them and a pager, all plain links; no phrase shows a prompt and the market's search
 * screen, no result shows tips and the same suggestions.
 */
export function SearchPageView(props: SearchPageViewProps) {
  const { view, links, products } = props;
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
      ) : view.kind === 'prompt' ? (
        <Suspense fallback={null}>
          <SearchSuggestions view={view} {...suggestionProps(props)} />
        </Suspense>
      ) : links === null ? null : (
        <Results view={view} links={links} products={products} props={props} t={t} />
      )}
    </main>
  );
}
