import type { SearchPhrase } from '#domain/search/search-phrase';
import type { SearchResultPage } from '#domain/search/search-result-page';
import type { Result } from '#domain/shared/result';

/**
 * Why a search could not be answered: the index is not ready yet (spec §4: wait 100 ms and retry), or any
 * other failure (the search box shows no results and the failure is reported).
 */
export type SearchIndexError = { readonly code: 'SEARCH.INDEX_NOT_READY' } | { readonly code: 'SEARCH.UNAVAILABLE' };

/** One query of the hosted search index (spec §7: the phrase and the market's facet filter). */
export interface SearchIndexQuery {
  /** Spec §7: the index named by the market's search config. */
  readonly indexName: string;
  readonly phrase: SearchPhrase;
  /** Spec §7: the facet filter built by buildAlgoliaFilter ('' for none). */
  readonly filter: string;
  /** Spec §3: the result page, counting from 1. */
  readonly page: number;
  readonly hitsPerPage: number;
  /** Facets whose counts to answer with (the result page's `facets`); none when left out. */
  readonly facets?: readonly string[];
}

/** The hosted search index (spec §7), answering with a domain result page. */
export interface SearchIndexPort {
  search(query: SearchIndexQuery): Promise<Result<SearchResultPage, SearchIndexError>>;
}
