import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  INITIAL_SEARCH_BOX,
  searchBoxReducer,
  type SearchBoxCommand,
  type SearchBoxEvent,
} from '#domain/search/search-box.reducer';
import { SEARCH_PHRASE_MAX_LENGTH, type SearchPhrase, toSearchPhrase } from '#domain/search/search-phrase';
import { searchHitArbitrary, typedInputArbitrary } from '#test/support/arbitraries/search.arbitrary';

const eventArbitrary: fc.Arbitrary<SearchBoxEvent> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ type: fc.constant('typed' as const), input: typedInputArbitrary }) },
  { weight: 1, arbitrary: fc.constant({ type: 'cleared' as const }) },
  { weight: 1, arbitrary: fc.constant({ type: 'submitted' as const }) },
  {
    weight: 4,
    arbitrary: fc.record({
      type: fc.constant('resultsArrived' as const),
      phrase: typedInputArbitrary.map((text) => (toSearchPhrase(text) ?? 'x') as SearchPhrase),
      results: fc.array(searchHitArbitrary, { maxLength: 3 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('closed' as const), by: fc.constantFrom('escape', 'tab') }) },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('searchPageOpened' as const),
      phrase: fc
        .option(
          typedInputArbitrary.map((text) => toSearchPhrase(text) ?? null),
          { nil: null },
        )
        .map((phrase) => phrase ?? null),
    }),
  },
);

describe('searchBoxReducer properties (spec §4, §5)', () => {
  it('keeps the phrase within 120 characters and only ever queries or navigates with a submittable phrase', () => {
    fc.assert(
      fc.property(fc.array(eventArbitrary, { maxLength: 40 }), (events) => {
        let state = INITIAL_SEARCH_BOX;
        const commands: SearchBoxCommand[] = [];
        for (const event of events) {
          const next = searchBoxReducer(state, event);
          state = next.state;
          commands.push(...next.commands);
          expect(state.phrase.length).toBeLessThanOrEqual(SEARCH_PHRASE_MAX_LENGTH);
        }
        for (const command of commands) expect(toSearchPhrase(command.phrase)).toBe(command.phrase);
      }),
    );
  });

  it('shows results only for the phrase last queried, and none right after clear or submit', () => {
    fc.assert(
      fc.property(fc.array(eventArbitrary, { maxLength: 40 }), (events) => {
        let state = INITIAL_SEARCH_BOX;
        let lastQueried: SearchPhrase | null = null;
        for (const event of events) {
          const next = searchBoxReducer(state, event);
          for (const command of next.commands) if (command.type === 'query') lastQueried = command.phrase;
          if (event.type === 'resultsArrived' && next.state.results !== state.results) {
            expect(event.phrase).toBe(lastQueried);
            expect(toSearchPhrase(next.state.phrase)).toBe(event.phrase);
          }
          if (event.type === 'cleared' || (event.type === 'submitted' && next.commands.length > 0)) {
            expect(next.state.results).toEqual([]);
            expect(next.state.isOpen).toBe(false);
          }
          if (next.state.isOpen) expect(toSearchPhrase(next.state.phrase)).toBeDefined();
          state = next.state;
        }
      }),
    );
  });
});
