import { describe, expect, it } from 'vitest';
import { INITIAL_SEARCH_BOX, searchBoxReducer, type SearchBoxState } from '#domain/search/search-box.reducer';
import type { SearchPhrase } from '#domain/search/search-phrase';
import { aSearchHit } from '#test/support/arbitraries/search.arbitrary';

const hit = (id: string) => aSearchHit(id);

const phrase = (text: string) => text as SearchPhrase;

const typed = (state: SearchBoxState, input: string) => searchBoxReducer(state, { type: 'typed', input });

const withResults = (): SearchBoxState => {
  const { state } = typed(INITIAL_SEARCH_BOX, 'hobbit');
  return searchBoxReducer(state, { type: 'resultsArrived', phrase: phrase('hobbit'), results: [hit('1')] }).state;
};

describe('searchBoxReducer (spec §2, §4, §5)', () => {
  it('queries a submittable phrase, trimmed', () => {
    expect(typed(INITIAL_SEARCH_BOX, ' hobbit ').commands).toEqual([{ type: 'query', phrase: 'hobbit' }]);
  });

  it('opens the results answering the phrase last queried', () => {
    expect(withResults()).toMatchObject({ phrase: 'hobbit', isOpen: true, results: [hit('1')] });
  });

  it('drops an answer to an older phrase', () => {
    const { state } = typed(withResults(), 'hobbits');
    const next = searchBoxReducer(state, { type: 'resultsArrived', phrase: phrase('hobbit'), results: [hit('2')] });
    expect(next.state.results).toEqual([hit('1')]);
  });

  it('ignores typing that would pass 120 characters', () => {
    const { state } = typed(INITIAL_SEARCH_BOX, 'a'.repeat(120));
    expect(typed(state, 'a'.repeat(121))).toEqual({ state, commands: [] });
  });

  it('clears the results and queries nothing when the phrase turns blank', () => {
    expect(typed(withResults(), '   ')).toEqual({
      state: { phrase: '   ', results: [], isOpen: false, awaitedPhrase: null },
      commands: [],
    });
  });

  it('clears everything on clear', () => {
    expect(searchBoxReducer(withResults(), { type: 'cleared' })).toEqual({ state: INITIAL_SEARCH_BOX, commands: [] });
  });

  it('clears the results and navigates on submit, keeping the phrase', () => {
    const { state, commands } = searchBoxReducer(withResults(), { type: 'submitted' });
    expect(state).toEqual({ phrase: 'hobbit', results: [], isOpen: false, awaitedPhrase: null });
    expect(commands).toEqual([{ type: 'navigate', phrase: 'hobbit' }]);
  });

  it('does not submit a blank phrase', () => {
    const { state } = typed(INITIAL_SEARCH_BOX, '  ');
    expect(searchBoxReducer(state, { type: 'submitted' })).toEqual({ state, commands: [] });
  });

  it('does not reopen for an answer arriving after submit', () => {
    const { state } = typed(INITIAL_SEARCH_BOX, 'hobbit');
    const submitted = searchBoxReducer(state, { type: 'submitted' }).state;
    const late = searchBoxReducer(submitted, { type: 'resultsArrived', phrase: phrase('hobbit'), results: [hit('1')] });
    expect(late.state).toBe(submitted);
  });

  it.each(['escape', 'tab'] as const)('closes the results on %s but keeps them', (by) => {
    const { state } = searchBoxReducer(withResults(), { type: 'closed', by });
    expect(state).toMatchObject({ isOpen: false, results: [hit('1')], phrase: 'hobbit' });
  });

  describe('the search page opening with its phrase', () => {
    it('shows the phrase, results closed and cleared, querying nothing', () => {
      const next = searchBoxReducer(withResults(), { type: 'searchPageOpened', phrase: phrase('lalka') });
      expect(next.commands).toEqual([]);
      expect(next.state).toEqual({ phrase: 'lalka', results: [], isOpen: false, awaitedPhrase: null });
    });

    it('empties the box for a search page without a phrase', () => {
      const { state } = searchBoxReducer(withResults(), { type: 'searchPageOpened', phrase: null });
      expect(state).toEqual(INITIAL_SEARCH_BOX);
    });

    it('stops awaiting a pending answer, so a late one does not open over the page', () => {
      const { state } = typed(INITIAL_SEARCH_BOX, 'hobbit');
      const opened = searchBoxReducer(state, { type: 'searchPageOpened', phrase: phrase('hobbit') }).state;
      const late = searchBoxReducer(opened, { type: 'resultsArrived', phrase: phrase('hobbit'), results: [hit('1')] });
      expect(late.state).toBe(opened);
    });

    it('keeps the same state when the box already shows that phrase, closed', () => {
      const shown = searchBoxReducer(INITIAL_SEARCH_BOX, { type: 'searchPageOpened', phrase: phrase('lalka') }).state;
      expect(searchBoxReducer(shown, { type: 'searchPageOpened', phrase: phrase('lalka') }).state).toBe(shown);
    });
  });
});
