import { describe, expect, it } from 'vitest';
import { SearchBoxStore, type SearchBoxStoreDeps } from '#application/search/search-box.store';
import type { CatalogId } from '#domain/market/market';
import { SEARCH_PHRASE_MAX_LENGTH } from '#domain/search/search-phrase';
import { aSearchHit } from '#test/support/arbitraries/search.arbitrary';
import { A_SEARCH_CONFIG, FakeSearchConfig } from '#test/support/fakes/fake-search-config';
import { FakeSearchIndex } from '#test/support/fakes/fake-search-index';
import { RecordingErrorReporter } from '#test/support/fakes/recording-error-reporter';
import { VirtualTime } from '#test/support/virtual-time';

const PL = 'pl-catalog' as CatalogId;

const setup = (overrides: Partial<SearchBoxStoreDeps> = {}) => {
  const time = new VirtualTime();
  const searchIndex = new FakeSearchIndex({ scheduler: time.scheduler });
  const searchConfig = new FakeSearchConfig();
  const errorReporter = new RecordingErrorReporter();
  const store = new SearchBoxStore({
    searchIndex,
    searchConfig,
    errorReporter,
    catalogId: PL,
    scheduler: time.scheduler,
    ...overrides,
  });
  const navigations = time.record(store.navigations$);
  return { time, searchIndex, searchConfig, errorReporter, store, navigations };
};

/** The ids of the hits shown: the fake index answers each phrase with a hit whose id is the phrase. */
const shownIds = (store: SearchBoxStore): readonly string[] => store.state.results.map((hit) => hit.id);

describe('SearchBoxStore', () => {
  it('queries once, 250 ms after the last of three quick keystrokes (spec §5, §9 debounce)', async () => {
    const { time, searchIndex, store } = setup();
    time.play('a 99ms b 99ms c', { a: 'h', b: 'ha', c: 'har' }, (input) => store.type(input));
    await time.advanceTo(449);
    expect(searchIndex.queries).toEqual([]);
    expect(store.state).toMatchObject({ phrase: 'har', isLoading: true, isOpen: false });
    await time.advanceTo(450);
    expect(searchIndex.phrases).toEqual(['har']);
    expect(searchIndex.queryTimes).toEqual([450]);
    expect(store.state).toMatchObject({ isOpen: true, isLoading: false, error: null });
    expect(shownIds(store)).toEqual(['har']);
  });

  it('queries a phrase left alone for 250 ms, not one left alone for 249 ms', async () => {
    const { time, searchIndex, store } = setup();
    store.type('h');
    await time.advanceTo(249);
    store.type('ha');
    await time.advanceTo(499);
    store.type('har');
    await time.advanceTo(2_000);
    expect(searchIndex.phrases).toEqual(['ha', 'har']);
    expect(searchIndex.queryTimes).toEqual([499, 749]);
  });

  it('queries the trimmed phrase, on the index and with the filter of the market config (spec §7)', async () => {
    const { time, searchIndex, searchConfig, store } = setup();
    store.type('  tolkien ');
    await time.advanceTo(250);
    expect(searchConfig.loadedFor).toEqual([PL]);
    expect(searchIndex.queries[0]?.query).toEqual({
      indexName: A_SEARCH_CONFIG.indexName,
      phrase: 'tolkien',
      filter: "(type:'audiobook' OR type:'podcast') AND catalog_id:'pl-catalog'",
      page: 1,
      hitsPerPage: 15,
    });
  });

  it('loads the market config once for many queries', async () => {
    const { time, searchIndex, searchConfig, store } = setup();
    time.play('a 299ms b 299ms c', { a: 'h', b: 'ha', c: 'har' }, (input) => store.type(input));
    await time.advanceTo(2_000);
    expect(searchIndex.phrases).toEqual(['h', 'ha', 'har']);
    expect(searchConfig.loadedFor).toEqual([PL]);
  });

  it('drops the results of an older phrase that answer after the latest (switchMap)', async () => {
    const { time, searchIndex, store } = setup();
    searchIndex.answeringAfter((phrase) => (phrase === 'ha' ? 400 : 10));
    const states = time.record(store.state$);
    time.play('a 299ms b', { a: 'ha', b: 'har' }, (input) => store.type(input));
    await time.advanceTo(5_000);
    expect(searchIndex.queries.map(({ at, query }) => [at, query.phrase])).toEqual([
      [250, 'ha'],
      [550, 'har'],
    ]);
    expect(shownIds(store)).toEqual(['har']);
    expect(states.some(({ value }) => value.results.some((hit) => hit.id === 'ha'))).toBe(false);
  });

  it('drops an answer that arrives after clear', async () => {
    const { time, searchIndex, store } = setup();
    searchIndex.answeringAfter(400);
    store.type('ha');
    await time.advanceTo(300);
    store.clear();
    await time.advanceTo(5_000);
    expect(searchIndex.phrases).toEqual(['ha']);
    expect(store.state).toMatchObject({ phrase: '', results: [], isOpen: false, isLoading: false });
  });

  it('does not query a phrase cleared during the debounce', async () => {
    const { time, searchIndex, store } = setup();
    store.type('ha');
    await time.advanceTo(100);
    store.clear();
    await time.advanceTo(5_000);
    expect(searchIndex.queries).toEqual([]);
  });

  it('waits 100 ms and retries while the index is not ready, until it answers (spec §4)', async () => {
    const { time, searchIndex, errorReporter, store } = setup();
    searchIndex.notReadyUntil(480);
    store.type('har');
    await time.advanceTo(549);
    expect(searchIndex.queryTimes).toEqual([250, 350, 450]);
    expect(store.state).toMatchObject({ isLoading: true, isOpen: false });
    await time.advanceTo(550);
    expect(searchIndex.queryTimes).toEqual([250, 350, 450, 550]);
    expect(store.state).toMatchObject({ isLoading: false, isOpen: true, error: null });
    expect(shownIds(store)).toEqual(['har']);
    expect(errorReporter.failures).toEqual([]);
  });

  it('stops retrying once a newer phrase takes over', async () => {
    const { time, searchIndex, store } = setup();
    searchIndex.notReadyUntil(700);
    store.type('ha');
    await time.advanceTo(420);
    store.type('har');
    await time.advanceTo(1_000);
    expect(searchIndex.queries.map(({ at, query }) => [at, query.phrase])).toEqual([
      [250, 'ha'],
      [350, 'ha'],
      [670, 'har'],
      [770, 'har'],
    ]);
    expect(shownIds(store)).toEqual(['har']);
  });

  it('shows no results and an error code when the index fails, and reports it (spec §8)', async () => {
    const { time, searchIndex, errorReporter, store } = setup();
    searchIndex.failWith({ code: 'SEARCH.UNAVAILABLE' });
    store.type('har');
    await time.advanceTo(250);
    expect(searchIndex.queryTimes).toEqual([250]);
    expect(store.state).toMatchObject({ results: [], isLoading: false, error: { code: 'SEARCH.UNAVAILABLE' } });
    expect(errorReporter.codes).toEqual(['SEARCH.UNAVAILABLE']);
    await time.advanceTo(5_000);
    expect(searchIndex.queryTimes).toEqual([250]);
  });

  it('treats a throwing index as a failed search', async () => {
    const { time, searchIndex, errorReporter, store } = setup();
    searchIndex.failWith('throw');
    store.type('har');
    await time.advanceTo(250);
    expect(store.state).toMatchObject({ results: [], isLoading: false, error: { code: 'SEARCH.UNAVAILABLE' } });
    expect(errorReporter.codes).toEqual(['SEARCH.UNAVAILABLE']);
  });

  it("reports 'Failed to create searchIndex' when the config cannot be loaded, and loads it again next time (spec §8)", async () => {
    const { time, searchIndex, searchConfig, errorReporter, store } = setup();
    searchConfig.failing(1);
    store.type('ha');
    await time.advanceTo(250);
    expect(searchIndex.queries).toEqual([]);
    expect(store.state).toMatchObject({
      results: [],
      isLoading: false,
      error: { code: 'Failed to create searchIndex' },
    });
    expect(errorReporter.codes).toEqual(['Failed to create searchIndex']);
    store.type('har');
    await time.advanceTo(500);
    expect(searchConfig.loadedFor).toEqual([PL, PL]);
    expect(shownIds(store)).toEqual(['har']);
    expect(store.state.error).toBeNull();
  });

  it("reports 'Failed to create searchIndex' for a config whose facet names would corrupt the filter", async () => {
    const { time, searchIndex, searchConfig, errorReporter, store } = setup();
    searchConfig.withConfig({ ...A_SEARCH_CONFIG, restrictFacets: [{ name: "x' OR 1", value: 'y' }] });
    store.type('har');
    await time.advanceTo(250);
    expect(searchIndex.queries).toEqual([]);
    expect(errorReporter.codes).toEqual(['Failed to create searchIndex']);
  });

  it('clear empties the phrase and the results (spec §4)', async () => {
    const { time, store } = setup();
    store.type('har');
    await time.advanceTo(250);
    expect(store.state.isOpen).toBe(true);
    store.clear();
    expect(store.state).toMatchObject({ phrase: '', results: [], isOpen: false, isLoading: false, error: null });
  });

  it('submit clears the results and goes to the search route with the trimmed phrase (spec §4, §5)', async () => {
    const { time, store, navigations, searchIndex } = setup();
    store.type(' har  ');
    await time.advanceTo(250);
    store.type(' harry  ');
    await time.advanceTo(300);
    store.submit();
    expect(store.state).toMatchObject({ phrase: ' harry  ', results: [], isOpen: false, isLoading: false });
    expect(navigations).toEqual([{ at: 300, value: { type: 'search', phrase: 'harry' } }]);
    await time.advanceTo(5_000);
    expect(searchIndex.phrases).toEqual(['har']);
    expect(store.state.results).toEqual([]);
  });

  it.each(['', '   ', '\t\n'])('cannot submit the blank phrase %j (spec §5)', async (input) => {
    const { time, store, navigations, searchIndex } = setup();
    store.type(input);
    store.submit();
    await time.advanceTo(1_000);
    expect(navigations).toEqual([]);
    expect(searchIndex.queries).toEqual([]);
  });

  it('ignores input longer than 120 characters, keeping the phrase as it was (spec §5)', async () => {
    const { time, store, searchIndex } = setup();
    const longest = 'a'.repeat(SEARCH_PHRASE_MAX_LENGTH);
    store.type(longest);
    store.type(`${longest}b`);
    expect(store.state.phrase).toBe(longest);
    await time.advanceTo(1_000);
    expect(searchIndex.phrases).toEqual([longest]);
  });

  it('clears the results when the phrase becomes blank, abandoning the pending query', async () => {
    const { time, store, searchIndex } = setup();
    searchIndex.answeringAfter(100);
    store.type('har');
    await time.advanceTo(300);
    store.type('  ');
    await time.advanceTo(1_000);
    expect(store.state).toMatchObject({ results: [], isOpen: false, isLoading: false });
  });

  it('Escape closes the results but keeps them (spec §2)', async () => {
    const { time, store, searchIndex } = setup();
    searchIndex.withHits('har', [aSearchHit('one'), aSearchHit('two')]);
    store.type('har');
    await time.advanceTo(250);
    store.close('escape');
    expect(store.state.isOpen).toBe(false);
    expect(shownIds(store)).toEqual(['one', 'two']);
  });

  it('asks for the number of hits it was given', async () => {
    const { time, store, searchIndex } = setup({ hitsPerPage: 5 });
    store.type('har');
    await time.advanceTo(250);
    expect(searchIndex.queries[0]?.query.hitsPerPage).toBe(5);
  });

  it('stops its timers on dispose', async () => {
    const { time, store, searchIndex } = setup();
    store.type('har');
    store.dispose();
    await time.advanceTo(1_000);
    expect(searchIndex.queries).toEqual([]);
    expect(time.pendingTimers).toEqual([]);
  });
});
