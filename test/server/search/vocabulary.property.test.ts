import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { damerau, prefixDamerau } from '#server/search/damerau';
import { Vocabulary } from '#server/search/vocabulary';

const word = fc.string({ unit: fc.constantFrom(...'abcdz'), minLength: 1, maxLength: 9 });

const lookup = (vocabulary: Vocabulary, query: string, prefix: boolean, max: number) => {
  const found = new Map<string, { typos: number; exact: boolean }>();
  vocabulary.match(query, prefix, max, (id, typos, exact) => {
    expect(found.has(vocabulary.term(id))).toBe(false);
    found.set(vocabulary.term(id), { typos, exact });
  });
  return found;
};

describe('Vocabulary.match agrees with a brute-force scan', () => {
  it('finds exactly the terms within the typo budget, with their smallest typo count', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(word, { maxLength: 40 }),
        word,
        fc.boolean(),
        fc.integer({ min: 0, max: 2 }),
        (terms, query, prefix, max) => {
          const vocabulary = new Vocabulary();
          terms.forEach((t) => vocabulary.add(t));
          const expected = new Map<string, { typos: number; exact: boolean }>();
          for (const term of terms) {
            const typos = prefix ? prefixDamerau(query, term, max) : damerau(query, term, max);
            if (typos <= max) expected.set(term, { typos, exact: term === query });
          }
          expect(lookup(vocabulary, query, prefix, max)).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('gives each term one stable id', () => {
    fc.assert(
      fc.property(fc.array(word, { maxLength: 30 }), (terms) => {
        const vocabulary = new Vocabulary();
        const ids = terms.map((t) => vocabulary.add(t));
        terms.forEach((t, i) => {
          expect(vocabulary.idOf(t)).toBe(ids[i]);
          expect(vocabulary.term(ids[i] ?? -1)).toBe(t);
        });
        expect(vocabulary.size).toBe(new Set(terms).size);
      }),
    );
  });
});
