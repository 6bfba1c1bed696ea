import { describe, expect, it } from 'vitest';
import { damerau, prefixDamerau } from '#server/search/damerau';

describe('damerau (optimal string alignment)', () => {
  it.each([
    ['holmes', 'holmes', 0],
    ['holmes', 'holmse', 1], // adjacent swap: one typo (plain Levenshtein says two)
    ['sherlock', 'sherlcok', 1],
    ['sherlock', 'sherlok', 1], // deletion
    ['lalka', 'lapka', 1], // substitution
    ['lalka', 'lalkas', 1], // insertion
    ['krzyzacy', 'krzyzaxx', 2],
    ['abc', 'ca', 3], // OSA never edits a swapped pair again
    ['', 'abc', 3],
  ])('%s ~ %s = %i', (a, b, expected) => {
    expect(damerau(a, b, 5)).toBe(expected);
  });

  it('gives up at max + 1', () => {
    expect(damerau('krzyzacy', 'krzyxxxy', 2)).toBe(3);
    expect(damerau('a', 'abcdef', 2)).toBe(3);
  });
});

describe('prefixDamerau (the last query word against word starts)', () => {
  it.each([
    ['przygo', 'przygody', 0],
    ['holms', 'holmes', 1],
    ['pzrygo', 'przygody', 1],
    ['hlom', 'holmes', 1],
    ['qqq', 'przygody', 3],
  ])('%s ~ prefix of %s = %i', (query, word, expected) => {
    expect(prefixDamerau(query, word, 2)).toBe(expected);
  });
});
