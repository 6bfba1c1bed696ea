import { describe, expect, it } from 'vitest';
import { MAX_QUERY_WORDS, queryWords } from '#server/search/query-words';

describe('queryWords', () => {
  it('folds each word, keeps it as typed, makes only the last a prefix, and budgets typos by length', () => {
    expect(queryWords('Żółw  Przygodowy, kot')).toEqual([
      { original: 'Żółw', folded: 'zolw', prefix: false, maxTypos: 1 },
      { original: 'Przygodowy', folded: 'przygodowy', prefix: false, maxTypos: 2 },
      { original: 'kot', folded: 'kot', prefix: true, maxTypos: 0 },
    ]);
  });

  it('has no word for an empty or punctuation-only query (a browse)', () => {
    expect(queryWords('')).toEqual([]);
    expect(queryWords(' , - ')).toEqual([]);
  });

  it(`considers at most ${MAX_QUERY_WORDS} words`, () => {
    const words = queryWords(Array.from({ length: 15 }, (_, i) => `w${i}`).join(' '));
    expect(words).toHaveLength(MAX_QUERY_WORDS);
    expect(words.at(-1)).toMatchObject({ original: 'w9', prefix: true });
  });
});
