import type { SearchHit } from './search-hit';
import { editPhrase, type SearchPhrase, toSearchPhrase } from './search-phrase';

/** Spec §2 and §5: what the search box shows: the phrase, its live results and whether they are open. */
export interface SearchBoxState {
  readonly phrase: string;
  readonly results: readonly SearchHit[];
  readonly isOpen: boolean;
  /** The phrase whose answer may still open the results; null after clear, submit, Escape or Tab. */
  readonly awaitedPhrase: SearchPhrase | null;
}

/** Spec §2 and §5: what happens to the search box (typing, clearing, submitting, answers, Escape or Tab). */
export type SearchBoxEvent =
  | { readonly type: 'typed'; readonly input: string }
  | { readonly type: 'cleared' }
  | { readonly type: 'submitted' }
  | { readonly type: 'resultsArrived'; readonly phrase: SearchPhrase; readonly results: readonly SearchHit[] }
  | { readonly type: 'closed'; readonly by: 'escape' | 'tab' }
  | { readonly type: 'searchPageOpened'; readonly phrase: SearchPhrase | null };

/** What the application does next: query the index (after the debounce) or go to the search route. */
export type SearchBoxCommand =
  | { readonly type: 'query'; readonly phrase: SearchPhrase }
  | { readonly type: 'navigate'; readonly phrase: SearchPhrase };

/** The next search box state and the commands to run. */
export interface SearchBoxTransition {
  readonly state: SearchBoxState;
  readonly commands: readonly SearchBoxCommand[];
}

/** Spec §2: an empty, closed search box. */
export const INITIAL_SEARCH_BOX: SearchBoxState = { phrase: '', results: [], isOpen: false, awaitedPhrase: null };

const EMPTY: readonly SearchHit[] = [];

const stay = (state: SearchBoxState): SearchBoxTransition => ({ state, commands: [] });

/**
 * Spec §2, §4 and §5: the search box. Typing beyond 120 characters is ignored; a submittable phrase is queried
 * (the application debounces 250 ms); a blank phrase clears the results. Clear and submit both clear the
 * results and close them; only a submittable phrase navigates. Results open only if they answer the phrase
 * last queried, so a late answer to an older phrase, or one arriving after clear, submit, Escape or Tab, is
 * dropped. Escape and Tab close the results but keep them. The search page shows the phrase it searched for in the
 * box, results closed and nothing queried: the page itself lists them.
 */
export const searchBoxReducer = (state: SearchBoxState, event: SearchBoxEvent): SearchBoxTransition => {
  switch (event.type) {
    case 'typed': {
      const phrase = editPhrase(state.phrase, event.input);
      if (phrase === state.phrase) return stay(state);
      const query = toSearchPhrase(phrase);
      if (query === undefined) return stay({ phrase, results: EMPTY, isOpen: false, awaitedPhrase: null });
      return { state: { ...state, phrase, awaitedPhrase: query }, commands: [{ type: 'query', phrase: query }] };
    }
    case 'cleared':
      return stay(INITIAL_SEARCH_BOX);
    case 'submitted': {
      const phrase = toSearchPhrase(state.phrase);
      if (phrase === undefined) return stay(state);
      const closed = { ...state, results: EMPTY, isOpen: false, awaitedPhrase: null };
      return { state: closed, commands: [{ type: 'navigate', phrase }] };
    }
    case 'resultsArrived':
      if (state.awaitedPhrase === null || state.awaitedPhrase !== event.phrase) return stay(state);
      return stay({ ...state, results: event.results, isOpen: true });
    case 'closed':
      return stay({ ...state, isOpen: false, awaitedPhrase: null });
    case 'searchPageOpened': {
      const phrase = event.phrase ?? '';
      const isShown = state.phrase === phrase && !state.isOpen && state.awaitedPhrase === null;
      return stay(isShown ? state : { ...INITIAL_SEARCH_BOX, phrase });
    }
  }
};
