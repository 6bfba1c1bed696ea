import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { damerau } from '#server/search/damerau';

const word = fc.string({ unit: fc.constantFrom(...'abcde'), maxLength: 9 });

/** Plain Levenshtein, the reference OSA may only improve on by counting swaps as one. */
const levenshtein = (a: string, b: string): number => {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(
        (prev[j] ?? 0) + 1,
        (row[j - 1] ?? 0) + 1,
        (prev[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    prev = row;
  }
  return prev[b.length] ?? 0;
};

describe('damerau properties', () => {
  it('is symmetric and zero only for equal words', () => {
    fc.assert(
      fc.property(word, word, (a, b) => {
        expect(damerau(a, b, 20)).toBe(damerau(b, a, 20));
        expect(damerau(a, b, 20) === 0).toBe(a === b);
      }),
    );
  });

  it('never exceeds Levenshtein, and differs from it by at most its number of swaps', () => {
    fc.assert(
      fc.property(word, word, (a, b) => {
        const d = damerau(a, b, 20);
        expect(d).toBeLessThanOrEqual(levenshtein(a, b));
        expect(d).toBeGreaterThanOrEqual(Math.ceil(levenshtein(a, b) / 2));
      }),
    );
  });

  it('counts one adjacent swap as one typo', () => {
    fc.assert(
      fc.property(word, fc.nat(), (w, at) => {
        fc.pre(w.length >= 2);
        const i = at % (w.length - 1);
        fc.pre(w[i] !== w[i + 1]);
        const swapped = w.slice(0, i) + (w[i + 1] ?? '') + (w[i] ?? '') + w.slice(i + 2);
        expect(damerau(w, swapped, 2)).toBe(1);
      }),
    );
  });

  it('with a bound, returns the exact distance up to it and bound + 1 beyond', () => {
    fc.assert(
      fc.property(word, word, fc.integer({ min: 0, max: 3 }), (a, b, max) => {
        const exact = damerau(a, b, 20);
        expect(damerau(a, b, max)).toBe(exact <= max ? exact : max + 1);
      }),
    );
  });
});
