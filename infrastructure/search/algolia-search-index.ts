import type { liteClient as createLiteClient } from 'algoliasearch/lite';
import type { SearchIndexError, SearchIndexPort, SearchIndexQuery } from '#application/ports/search-index.port';
import { err, ok, type Result } from '#domain/shared/result';
import { toIndexPage, toSearchResultPage, type SearchResultPage } from '#domain/search/search-result-page';
import { parseAlgoliaAnswer } from './algolia-hit.schema';
import type { AlgoliaRequester } from './fetch-requester';
import type { SearchAccess } from './search-access';

/** The official client's search-only build (algoliasearch v5 `lite`). */
export type LiteClientFactory = typeof createLiteClient;

type LiteClient = ReturnType<LiteClientFactory>;

export interface AlgoliaSearchIndexDeps {
  /** The credentials and host of an index, as its search config handed them out. */
  readonly accessFor: (indexName: string) => SearchAccess | undefined;
  /** The scheme to reach a same-origin host with (the page's own); Algolia's hosts are always https. */
  readonly protocol: 'http' | 'https';
  /** Loads the client: a dynamic import, so the client never weighs on the entry chunk. */
  readonly loadClient?: () => Promise<LiteClientFactory>;
  /** How the client sends its requests; its own (XMLHttpRequest, node:http) unless told (server rendering's in-process fetch). */
  readonly requester?: AlgoliaRequester;
}

const UNAVAILABLE: SearchIndexError = { code: 'SEARCH.UNAVAILABLE' };
const NOT_READY: SearchIndexError = { code: 'SEARCH.INDEX_NOT_READY' };

const importLiteClient = async (): Promise<LiteClientFactory> => (await import('algoliasearch/lite')).liteClient;

// The client's errors carry their HTTP status; anything else (RetryError: no host answered) has none.
const statusOf = (error: unknown): number | undefined =>
  error instanceof Error && 'status' in error && typeof error.status === 'number' ? error.status : undefined;

/**
 * SearchIndexPort over the official algoliasearch v5 client (spec §7): the market's index queried with the phrase and
 * the facet filter, against a hosted Algolia or any Algolia-compatible host (this server's `/search-api`). The client
 * is imported on first use (or `preload`), and one client is kept per set of credentials.
 */
export class AlgoliaSearchIndex implements SearchIndexPort {
  readonly #deps: AlgoliaSearchIndexDeps;
  readonly #clients = new Map<string, LiteClient>();
  #factory: Promise<LiteClientFactory> | null = null;

  constructor(deps: AlgoliaSearchIndexDeps) {
    this.#deps = deps;
  }

  /** Starts loading the client ahead of the first query (the search box got focus); failures wait for `search`. */
  preload(): Promise<void> {
    return this.#loadFactory().then(
      () => undefined,
      () => undefined,
    );
  }

  async search(query: SearchIndexQuery): Promise<Result<SearchResultPage, SearchIndexError>> {
    const access = this.#deps.accessFor(query.indexName);
    if (access === undefined) return err(UNAVAILABLE);
    let client: LiteClient;
    try {
      client = await this.#clientFor(access);
    } catch {
      // The chunk could not be loaded (offline, a new deployment): try again with the next query.
      this.#factory = null;
      return err(UNAVAILABLE);
    }
    try {
      const { results } = await client.search({
        requests: [
          {
            indexName: query.indexName,
            query: query.phrase,
            ...(query.filter === '' ? {} : { filters: query.filter }),
            page: toIndexPage(query.page),
            hitsPerPage: query.hitsPerPage,
            ...(query.facets === undefined || query.facets.length === 0 ? {} : { facets: [...query.facets] }),
          },
        ],
      });
      const answer = parseAlgoliaAnswer(results[0]);
      return answer === undefined ? err(UNAVAILABLE) : ok(toSearchResultPage(answer));
    } catch (error) {
      // An index that does not exist (yet) is built at server start: spec §4 waits and retries.
      if (statusOf(error) === 404) return err(NOT_READY);
      return err(UNAVAILABLE);
    }
  }

  #loadFactory(): Promise<LiteClientFactory> {
    this.#factory ??= (this.#deps.loadClient ?? importLiteClient)();
    return this.#factory;
  }

  async #clientFor(access: SearchAccess): Promise<LiteClient> {
    const key = `${access.appId}\n${access.apiKey}\n${access.host ?? ''}`;
    const known = this.#clients.get(key);
    if (known) return known;
    const factory = await this.#loadFactory();
    const { requester } = this.#deps;
    const client = factory(access.appId, access.apiKey, {
      ...(access.host === null ? {} : { hosts: [{ url: access.host, protocol: this.#deps.protocol, accept: 'read' }] }),
      ...(requester === undefined ? {} : { requester }),
    });
    this.#clients.set(key, client);
    return client;
  }
}
