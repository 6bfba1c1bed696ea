import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canSubmitPhrase, editPhrase, SEARCH_PHRASE_MAX_LENGTH, toSearchPhrase } from '#domain/search/search-phrase';
import { typedInputArbitrary } from '#test/support/arbitraries/search.arbitrary';

describe('search phrase properties (spec §5)', () => {
  it('never grows past 120 characters, whatever is typed', () => {
    fc.assert(
      fc.property(fc.array(typedInputArbitrary), (inputs) => {
        const phrase = inputs.reduce(editPhrase, '');
        expect(phrase.length).toBeLessThanOrEqual(SEARCH_PHRASE_MAX_LENGTH);
      }),
    );
  });

  it('takes an edit whole or ignores it whole', () => {
    fc.assert(
      fc.property(typedInputArbitrary, typedInputArbitrary, (current, input) => {
        const next = editPhrase(current, input);
        expect(next).toBe(input.length <= SEARCH_PHRASE_MAX_LENGTH ? input : current);
      }),
    );
  });

  it('submits exactly the phrases with a non-blank character, trimmed', () => {
    fc.assert(
      fc.property(typedInputArbitrary, (phrase) => {
        const submitted = toSearchPhrase(phrase);
        expect(submitted !== undefined).toBe(canSubmitPhrase(phrase));
        if (phrase.length <= SEARCH_PHRASE_MAX_LENGTH) expect(submitted !== undefined).toBe(/\S/.test(phrase));
        if (submitted !== undefined) expect(submitted).toBe(phrase.trim());
      }),
    );
  });
});
