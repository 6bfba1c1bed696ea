/** The application id and search-only key the Algolia-compatible API accepts (api-contract "Search"). */
export interface SearchCredentials {
  readonly appId: string;
  /** A search-only key: the browser client puts it in URLs, so it must grant nothing but searching. */
  readonly searchApiKey: string;
}

/** The reference server's own credentials, handed to storefronts by `GET /visitor/{catalogId}/algolia`. */
export const LOCAL_SEARCH_CREDENTIALS: SearchCredentials = {
  appId: 'AUDIORALOCAL',
  searchApiKey: 'audiora-local-search-only-key',
};
