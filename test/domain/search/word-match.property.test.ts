import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fold } from '#domain/search/text-fold';
import { searchWordsOf, textMatchesAll, wordFinds } from '#domain/search/word-match';

const letters = fc.string({
  unit: fc.constantFrom('a', 'ą', 'e', 'ł', 'o', 'ó', 's', 'ś', 'ß', 'ı', 'İ', 'Z', 'k'),
  minLength: 1,
});
const sentence = fc.array(letters, { minLength: 1, maxLength: 6 }).map((words) => words.join(' '));

describe('word matching properties', () => {
  it('a text always holds its own words, and any start of them', () => {
    fc.assert(
      fc.property(sentence, fc.nat(), (text, pick) => {
        expect(textMatchesAll(text, searchWordsOf(text))).toBe(true);
        const words = searchWordsOf(text);
        const word = words[pick % words.length] ?? '';
        expect(textMatchesAll(text, [word.slice(0, 1 + (pick % word.length))])).toBe(true);
      }),
    );
  });

  it('ignores case and diacritics on both sides', () => {
    fc.assert(
      fc.property(sentence, (text) => {
        expect(textMatchesAll(fold(text), searchWordsOf(text.toUpperCase()))).toBe(true);
      }),
    );
  });

  it('needs every word: adding a word the text lacks finds nothing', () => {
    fc.assert(
      fc.property(sentence, (text) => {
        expect(textMatchesAll(text, [...searchWordsOf(text), 'qqqqq'])).toBe(false);
      }),
    );
  });

  it('a word finds any longer word that starts with it', () => {
    fc.assert(
      fc.property(letters, letters, (query, rest) => {
        const word = fold(query);
        expect(wordFinds(word, word + fold(rest))).toBe(true);
      }),
    );
  });
});
