import type { SchedulerLike } from 'rxjs';
import type { SearchIndexError, SearchIndexPort, SearchIndexQuery } from '#application/ports/search-index.port';
import { err, ok, type Result } from '#domain/shared/result';
import type { SearchHit } from '#domain/search/search-hit';
import type { FacetCounts, SearchResultPage } from '#domain/search/search-result-page';
import { aSearchHit } from '../arbitraries/search.arbitrary';

/** One query the index received and the virtual instant it came. */
export interface ReceivedQuery {
  readonly at: number;
  readonly query: SearchIndexQuery;
}

/**
 * A hosted search index in memory, on virtual time: by default each phrase finds one hit whose id is the phrase
 * (so a test sees whose results landed); it can answer late, be not ready until an instant, or fail.
 */
export class FakeSearchIndex implements SearchIndexPort {
  readonly #scheduler: SchedulerLike;
  readonly #hits = new Map<string, readonly SearchHit[]>();
  #latency: (phrase: string) => number = () => 0;
  #readyAt = Number.NEGATIVE_INFINITY;
  #failure: SearchIndexError | 'throw' | null = null;
  #facetCounts: (query: SearchIndexQuery) => FacetCounts = () => ({});
  readonly queries: ReceivedQuery[] = [];

  constructor(deps: { readonly scheduler: SchedulerLike }) {
    this.#scheduler = deps.scheduler;
  }

  withHits(phrase: string, hits: readonly SearchHit[]): this {
    this.#hits.set(phrase, hits);
    return this;
  }

  /** Counts facets as told, per query; an answer holds only the facets its query asked for. */
  withFacetCounts(counts: FacetCounts | ((query: SearchIndexQuery) => FacetCounts)): this {
    this.#facetCounts = typeof counts === 'function' ? counts : () => counts;
    return this;
  }

  /** Answers after this many virtual milliseconds (per phrase, when given a function). */
  answeringAfter(latency: number | ((phrase: string) => number)): this {
    this.#latency = typeof latency === 'number' ? () => latency : latency;
    return this;
  }

  /** Answers SEARCH.INDEX_NOT_READY to every query received before `instant`. */
  notReadyUntil(instant: number): this {
    this.#readyAt = instant;
    return this;
  }

  /** Fails every query with the error, or throws (a broken adapter); null answers again. */
  failWith(failure: SearchIndexError | 'throw' | null): this {
    this.#failure = failure;
    return this;
  }

  /** The phrases queried, in order. */
  get phrases(): readonly string[] {
    return this.queries.map(({ query }) => query.phrase);
  }

  /** The instants queries came, in order. */
  get queryTimes(): readonly number[] {
    return this.queries.map(({ at }) => at);
  }

  search(query: SearchIndexQuery): Promise<Result<SearchResultPage, SearchIndexError>> {
    const at = this.#scheduler.now();
    this.queries.push({ at, query });
    if (this.#failure === 'throw') return Promise.reject(new Error('search index exploded'));
    const answer = this.#answer(query, at);
    const latency = this.#latency(query.phrase);
    if (latency <= 0) return Promise.resolve(answer);
    return new Promise((resolve) => this.#scheduler.schedule(() => resolve(answer), latency));
  }

  #answer(query: SearchIndexQuery, at: number): Result<SearchResultPage, SearchIndexError> {
    if (at < this.#readyAt) return err({ code: 'SEARCH.INDEX_NOT_READY' });
    const failure = this.#failure;
    if (failure !== null && failure !== 'throw') return err(failure);
    const hits = this.#hits.get(query.phrase) ?? [aSearchHit(query.phrase)];
    const start = (Math.max(1, query.page) - 1) * query.hitsPerPage;
    const products = hits.slice(start, start + query.hitsPerPage);
    const pages = query.hitsPerPage > 0 ? Math.ceil(hits.length / query.hitsPerPage) : 0;
    const counted = this.#facetCounts(query);
    const facets = Object.fromEntries(
      (query.facets ?? []).flatMap((name) => (counted[name] ? [[name, counted[name]]] : [])),
    );
    return ok({ page: query.page, limit: query.hitsPerPage, pages, total: hits.length, products, facets });
  }
}
