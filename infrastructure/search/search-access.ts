/** Where and with which search-only credentials one index is queried (api-contract "Search"). */
export interface SearchAccess {
  readonly appId: string;
  readonly apiKey: string;
  /** An Algolia-compatible host as `host[:port][/path]`; null for Algolia's own hosts. */
  readonly host: string | null;
}

/**
 * The credentials of each index, as the search config handed them out. The domain's config carries only the index
 * and its facets, so the config adapter leaves the credentials here for the index adapter to find.
 */
export class SearchAccessRegistry {
  readonly #byIndex = new Map<string, SearchAccess>();

  remember(indexName: string, access: SearchAccess): void {
    this.#byIndex.set(indexName, access);
  }

  accessFor(indexName: string): SearchAccess | undefined {
    return this.#byIndex.get(indexName);
  }
}
