import {
  catchError,
  debounceTime,
  defer,
  EMPTY,
  map,
  merge,
  type Observable,
  of,
  type SchedulerLike,
  Subject,
  type Subscription,
  switchMap,
  timer,
} from 'rxjs';
import type { CatalogId } from '#domain/market/market';
import { buildAlgoliaFilter } from '#domain/search/algolia-filter';
import {
  INITIAL_SEARCH_BOX,
  type SearchBoxEvent,
  searchBoxReducer,
  type SearchBoxState,
} from '#domain/search/search-box.reducer';
import type { SearchHit } from '#domain/search/search-hit';
import { searchIndexStep } from '#domain/search/search-index-retry';
import { SEARCH_DEBOUNCE_MS, type SearchPhrase } from '#domain/search/search-phrase';
import { ITEMS_LIMIT } from '#domain/shell/item-list';
import type { ErrorReporterPort } from '../ports/error-reporter.port';
import type { SearchConfigPort } from '../ports/search-config.port';
import type { SearchIndexPort } from '../ports/search-index.port';
import { err, ok, type Result } from '#domain/shared/result';
import { Store } from '../shared/store';
import type { SearchBoxError } from './search.errors';

export interface SearchBoxStoreDeps {
  readonly searchIndex: SearchIndexPort;
  readonly searchConfig: SearchConfigPort;
  readonly errorReporter: ErrorReporterPort;
  /** The market whose search config filters every query. */
  readonly catalogId: CatalogId;
  /** asyncScheduler in the browser, a TestScheduler in tests: the debounce and retry timers run on it. */
  readonly scheduler: SchedulerLike;
  /** Live results asked for; spec §9 items limit (15) unless told otherwise. */
  readonly hitsPerPage?: number;
  /** Starts loading what the first query needs (the search client's code), called by `prepare`. */
  readonly warmUp?: () => void;
}

/** Spec §2, §4, §5: the search box as the UI shows it. */
export interface SearchBoxStoreState extends SearchBoxState {
  /** A query for the phrase is waiting out the debounce, retrying or in flight. */
  readonly isLoading: boolean;
  /** Why the last answer has no results; null when it had some or nothing was answered. */
  readonly error: SearchBoxError | null;
}

/** Spec §5: go to the search route with the submitted phrase. */
export interface SearchNavigation {
  readonly type: 'search';
  readonly phrase: SearchPhrase;
}

/** The index and filter every query of the market uses. */
interface SearchSetup {
  readonly indexName: string;
  readonly filter: string;
}

interface SearchAnswer {
  readonly phrase: SearchPhrase;
  readonly result: Result<readonly SearchHit[], SearchBoxError>;
}

const INITIAL: SearchBoxStoreState = { ...INITIAL_SEARCH_BOX, isLoading: false, error: null };

const INDEX_SETUP_FAILED: SearchBoxError = { code: 'Failed to create searchIndex' };
const SEARCH_FAILED: SearchBoxError = { code: 'SEARCH.UNAVAILABLE' };

/**
 * Spec §2, §4, §5, §7 and §8 live search: runs the search-box reducer and carries out its commands. A query
 * waits for 250 ms without typing (debounceTime) and a newer phrase, clear, submit, Escape or Tab abandons the
 * one pending (switchMap), so only the latest phrase's results land. Queries go to the index named by the
 * market's search config (loaded once), filtered by its facets; while the index is not ready the query is
 * retried every 100 ms; any other failure leaves no results, an error code, and a report to the error service.
 */
export class SearchBoxStore extends Store<SearchBoxStoreState> {
  readonly #deps: SearchBoxStoreDeps;
  /** A phrase to query, or null once no phrase is awaited any more. */
  readonly #intents = new Subject<SearchPhrase | null>();
  readonly #navigations = new Subject<SearchNavigation>();
  readonly #answers: Subscription;
  #setup: Promise<Result<SearchSetup, SearchBoxError>> | null = null;

  constructor(deps: SearchBoxStoreDeps) {
    super(INITIAL);
    this.#deps = deps;
    // Every intent abandons the pending query at once (spec §4: a newer phrase supersedes it, retries stop);
    // a phrase is queried once it has been left alone for 250 ms.
    const abandoned = this.#intents.pipe(map(() => null));
    this.#answers = merge(abandoned, this.#intents.pipe(debounceTime(SEARCH_DEBOUNCE_MS, deps.scheduler)))
      .pipe(switchMap((phrase) => (phrase === null ? EMPTY : this.#search(phrase))))
      .subscribe((answer) => this.#answered(answer));
  }

  /** Spec §5: go to the search route; emitted on submitting a phrase that can be submitted. */
  get navigations$(): Observable<SearchNavigation> {
    return this.#navigations.asObservable();
  }

  /** Readies the first query once the user turns to the box (focus): loads the search config, warms the client up. */
  prepare(): void {
    this.#deps.warmUp?.();
    void this.#loadSetup();
  }

  /** The input's new value (longer than 120 characters: ignored). */
  type(input: string): void {
    this.#dispatch({ type: 'typed', input });
  }

  /** Spec §4: clear empties the phrase and the results. */
  clear(): void {
    this.#dispatch({ type: 'cleared' });
  }

  /** Spec §4, §5: submit clears the results and goes to the search route, unless the phrase is blank. */
  submit(): void {
    this.#dispatch({ type: 'submitted' });
  }

  /** Spec §2: Escape or Tab closes the results (they are kept). */
  close(by: 'escape' | 'tab'): void {
    this.#dispatch({ type: 'closed', by });
  }

  /** Spec §2: the search page opened with its phrase (null: none), which the box then shows, results closed. */
  showSearchPage(phrase: SearchPhrase | null): void {
    this.#dispatch({ type: 'searchPageOpened', phrase });
  }

  override dispose(): void {
    this.#answers.unsubscribe();
    this.#intents.complete();
    this.#navigations.complete();
    super.dispose();
  }

  #dispatch(event: SearchBoxEvent): void {
    const before = this.state;
    const { state, commands } = searchBoxReducer(before, event);
    const isQuerying = commands.some((command) => command.type === 'query');
    const isAwaiting = state.awaitedPhrase !== null;
    this.setState(
      state === before
        ? before
        : {
            ...state,
            isLoading: isAwaiting && (isQuerying || before.isLoading),
            // The error belongs to the results shown: a new query or cleared results take it away.
            error: isQuerying || state.results !== before.results ? null : before.error,
          },
    );
    for (const command of commands) {
      if (command.type === 'query') this.#intents.next(command.phrase);
      else this.#navigations.next({ type: 'search', phrase: command.phrase });
    }
    if (!isQuerying && !isAwaiting && before.awaitedPhrase !== null) this.#intents.next(null);
  }

  #answered({ phrase, result }: SearchAnswer): void {
    const before = this.state;
    // The reducer drops answers to any phrase but the awaited one; so does the loading flag.
    if (before.awaitedPhrase !== phrase) return;
    const { state } = searchBoxReducer(before, {
      type: 'resultsArrived',
      phrase,
      results: result.ok ? result.value : [],
    });
    this.setState({ ...state, isLoading: false, error: result.ok ? null : result.error });
  }

  #search(phrase: SearchPhrase): Observable<SearchAnswer> {
    return defer(() => this.#loadSetup()).pipe(
      switchMap((setup) => (setup.ok ? this.#query(setup.value, phrase) : of(err(setup.error)))),
      map((result) => ({ phrase, result })),
    );
  }

  // Spec §4: not ready yet -> wait 100 ms and ask again, for as long as the phrase is awaited.
  #query(setup: SearchSetup, phrase: SearchPhrase): Observable<Result<readonly SearchHit[], SearchBoxError>> {
    const { searchIndex, scheduler, hitsPerPage = ITEMS_LIMIT } = this.#deps;
    return defer(() => searchIndex.search({ ...setup, phrase, page: 1, hitsPerPage })).pipe(
      switchMap((answer) => {
        if (answer.ok) return of(ok(answer.value.products));
        const step = searchIndexStep(answer.error.code !== 'SEARCH.INDEX_NOT_READY');
        if (step.type === 'retry')
          return timer(step.afterMs, scheduler).pipe(switchMap(() => this.#query(setup, phrase)));
        return of(this.#failed(SEARCH_FAILED, answer.error));
      }),
      // A throwing adapter is a failed search too: the box must not stay loading.
      catchError((cause: unknown) => of(this.#failed(SEARCH_FAILED, cause))),
    );
  }

  // Spec §7, §8: the config is loaded once; a failure is reported and tried again with the next query.
  #loadSetup(): Promise<Result<SearchSetup, SearchBoxError>> {
    this.#setup ??= this.#deps.searchConfig
      .load(this.#deps.catalogId)
      .then(
        (loaded) => {
          if (!loaded.ok) return { ok: false as const, cause: loaded.error };
          const built = buildAlgoliaFilter(loaded.value);
          if (!built.ok) return { ok: false as const, cause: built.error };
          return { ok: true as const, value: { indexName: loaded.value.indexName, filter: built.filter } };
        },
        (cause: unknown) => ({ ok: false as const, cause }),
      )
      .then((setup) => {
        if (setup.ok) return ok(setup.value);
        this.#setup = null;
        return this.#failed(INDEX_SETUP_FAILED, setup.cause);
      });
    return this.#setup;
  }

  // Spec §8: failures are sent to the error-reporting service under their code.
  #failed(error: SearchBoxError, cause: unknown): Result<never, SearchBoxError> {
    this.#deps.errorReporter.report({ code: error.code, cause });
    return err(error);
  }
}
