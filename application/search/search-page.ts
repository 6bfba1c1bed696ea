import type { Category } from '#domain/catalog/category';
import type { FacetOption, RefinableFacet, Refinement } from '#domain/search/search-refinements';
import type { SearchPhrase } from '#domain/search/search-phrase';
import type { SearchResultPage } from '#domain/search/search-result-page';
import type { ScreenSection } from '../home/screen';

/** One facet the search page offers, with the values that narrow its results. */
export interface SearchPageFacet {
  readonly name: RefinableFacet;
  readonly options: readonly FacetOption[];
}

/** What the search page shows besides its results: the section it searches in (`/search/[context]`), if any. */
interface SearchPageFrame {
  /** The category a `/search/[context]` page searches in; null on `/search`. */
  readonly context: Category | null;
  /** The market's search screen (popular searches, recommended titles), shown when there is nothing else to show. */
  readonly suggestions: readonly ScreenSection[];
}

/** No phrase to search for (none, blank or over 120 characters): a prompt and the search screen's suggestions. */
export interface SearchPrompt extends SearchPageFrame {
  readonly kind: 'prompt';
}

/** Spec §3 search result page for a phrase, with the facets that narrow it; suggestions only when nothing was found. */
export interface SearchResults extends SearchPageFrame {
  readonly kind: 'results';
  readonly phrase: SearchPhrase;
  /** The facet values chosen, as the address holds them. */
  readonly refinements: readonly Refinement[];
  readonly results: SearchResultPage;
  readonly facets: readonly SearchPageFacet[];
  /** Category names by the slug (or id) the index's `category` facet counts them under. */
  readonly categoryNames: Readonly<Record<string, string>>;
}

/** The search page: a prompt or results. */
export type SearchPage = SearchPrompt | SearchResults;

/**
 * Why the search page cannot be shown: the API is in maintenance (spec §8), the search failed, the context names no
 * category of the market, or the page asked for lies beyond the last one.
 */
export type SearchPageError =
  | { readonly code: 'API.MAINTENANCE' }
  | { readonly code: 'SEARCH.UNAVAILABLE' }
  | { readonly code: 'SEARCH.CONTEXT_NOT_FOUND' }
  | { readonly code: 'SEARCH.PAGE_NOT_FOUND' };
