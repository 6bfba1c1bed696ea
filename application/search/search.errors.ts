/**
 * What the search box shows when a search failed: the index could not be set up (spec §8: 'Failed to create
 * searchIndex', the config could not be loaded or turned into a filter) or a query failed.
 */
export type SearchBoxError =
  | { readonly code: 'Failed to create searchIndex' }
  | { readonly code: 'SEARCH.UNAVAILABLE' };
