import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SearchBoxStore } from '#application/search/search-box.store';
import type { CatalogId } from '#domain/market/market';
import { SEARCH_DEBOUNCE_MS } from '#domain/search/search-phrase';
import { FakeSearchConfig } from '#test/support/fakes/fake-search-config';
import { FakeSearchIndex } from '#test/support/fakes/fake-search-index';
import { RecordingErrorReporter } from '#test/support/fakes/recording-error-reporter';
import { VirtualTime } from '#test/support/virtual-time';

/** Non-blank inputs from a small pool, so the same phrase often comes back (with or without spaces around it). */
const inputArbitrary = fc
  .tuple(fc.constantFrom('', ' '), fc.stringMatching(/^[a-c]{1,3}$/), fc.constantFrom('', ' '))
  .map(([before, word, after]) => `${before}${word}${after}`);

/** Keystrokes with the wait before each, often around the 250 ms debounce. */
const keystrokesArbitrary = fc.array(
  fc.tuple(fc.oneof(fc.integer({ min: 240, max: 260 }), fc.nat({ max: 600 })), inputArbitrary),
  { minLength: 1, maxLength: 20 },
);

const setup = () => {
  const time = new VirtualTime();
  const searchIndex = new FakeSearchIndex({ scheduler: time.scheduler });
  const store = new SearchBoxStore({
    searchIndex,
    searchConfig: new FakeSearchConfig(),
    errorReporter: new RecordingErrorReporter(),
    catalogId: 'pl-catalog' as CatalogId,
    scheduler: time.scheduler,
  });
  return { time, searchIndex, store };
};

describe('SearchBoxStore properties', () => {
  it('queries exactly the phrases left alone for 250 ms, 250 ms after they were typed (spec §5, §9)', async () => {
    await fc.assert(
      fc.asyncProperty(keystrokesArbitrary, async (keystrokes) => {
        const { time, searchIndex, store } = setup();
        // The model: a keystroke that changes the phrase restarts the debounce; one that does not changes nothing.
        const changes: { readonly at: number; readonly phrase: string }[] = [];
        let phrase = '';
        for (const [wait, input] of keystrokes) {
          await time.advanceBy(wait);
          store.type(input);
          if (input !== phrase) changes.push({ at: time.now, phrase: input.trim() });
          phrase = input;
        }
        await time.advanceBy(10_000);
        const expected = changes.filter((change, i) => {
          const next = changes[i + 1];
          return next === undefined || next.at - change.at >= SEARCH_DEBOUNCE_MS;
        });
        expect(searchIndex.queries.map(({ at, query }) => ({ at, phrase: query.phrase }))).toEqual(
          expected.map(({ at, phrase }) => ({ at: at + SEARCH_DEBOUNCE_MS, phrase })),
        );
      }),
    );
  });

  it('whatever the index latency and readiness, the results shown in the end answer the last phrase typed', async () => {
    await fc.assert(
      fc.asyncProperty(
        keystrokesArbitrary,
        fc.dictionary(fc.stringMatching(/^[a-c]{1,3}$/), fc.nat({ max: 1_500 })),
        fc.nat({ max: 3_000 }),
        async (keystrokes, latencies, readyAt) => {
          const { time, searchIndex, store } = setup();
          searchIndex.answeringAfter((phrase) => latencies[phrase] ?? 0).notReadyUntil(readyAt);
          for (const [wait, input] of keystrokes) {
            await time.advanceBy(wait);
            store.type(input);
          }
          await time.advanceBy(10_000);
          const last = keystrokes.at(-1)?.[1].trim();
          expect(store.state.results.map((hit) => hit.id)).toEqual([last]);
          expect(store.state).toMatchObject({ isOpen: true, isLoading: false, error: null });
          expect(time.pendingTimers).toEqual([]);
        },
      ),
    );
  });
});
