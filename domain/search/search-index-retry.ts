import { milliseconds, type Milliseconds } from '../shared/time';

/** Spec §4: how long search waits before trying again when the search index is not ready yet. */
export const SEARCH_INDEX_RETRY_DELAY_MS: Milliseconds = milliseconds(100);

/** What the application does with a query: run it now, or wait and ask again. */
export type SearchIndexStep = { readonly type: 'query' } | { readonly type: 'retry'; readonly afterMs: Milliseconds };

/**
 * Spec §4: if the search index is not ready, search waits 100 ms and retries. The spec sets no limit: a newer
 * phrase supersedes the pending query, so the application stops retrying when the query is abandoned.
 */
export const searchIndexStep = (isIndexReady: boolean): SearchIndexStep =>
  isIndexReady ? { type: 'query' } : { type: 'retry', afterMs: SEARCH_INDEX_RETRY_DELAY_MS };
