import type { SearchHit } from './search-hit';

/** Facet counts of an answer (Algolia's `facets`): per facet asked for, each value and how many matches hold it. */
export type FacetCounts = Readonly<Record<string, Readonly<Record<string, number>>>>;

/** The paging fields of a hosted search answer (Algolia's names; `page` counts from 0). */
export interface SearchIndexAnswer {
  readonly hits: readonly SearchHit[];
  readonly page: number;
  readonly hitsPerPage: number;
  readonly nbPages: number;
  readonly nbHits: number;
  /** Only when facets were asked for. */
  readonly facets?: FacetCounts;
}

/** Spec §3 Search result page: page (counting from 1), limit, pages, total and the embedded products. */
export interface SearchResultPage {
  readonly page: number;
  readonly limit: number;
  readonly pages: number;
  readonly total: number;
  readonly products: readonly SearchHit[];
  /** The counts of the facets the query asked for; empty when it asked for none. */
  readonly facets: FacetCounts;
}

/** Spec §3: a search result page from an index answer; its page is the hit page + 1 because the index counts from 0. */
export const toSearchResultPage = (answer: SearchIndexAnswer): SearchResultPage => ({
  page: answer.page + 1,
  limit: answer.hitsPerPage,
  pages: answer.nbPages,
  total: answer.nbHits,
  products: answer.hits,
  facets: answer.facets ?? {},
});

/** Spec §3: the index page (from 0) that holds a result page (from 1); pages below 1 read as the first. */
export const toIndexPage = (resultPage: number): number =>
  Number.isSafeInteger(resultPage) && resultPage > 1 ? resultPage - 1 : 0;
