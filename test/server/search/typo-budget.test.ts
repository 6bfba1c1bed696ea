import { describe, expect, it } from 'vitest';
import { typoBudget } from '#server/search/typo-budget';

describe('typoBudget (Algolia: one typo from 4 letters, two from 8)', () => {
  it.each([
    ['', 0],
    ['a', 0],
    ['kot', 0],
    ['lalk', 1],
    ['lalka', 1],
    ['sherlok', 1],
    ['sherlock', 2],
    ['krzyzacy', 2],
    ['przygodowy', 2],
  ] as const)('%s may carry %i typos', (word, expected) => {
    expect(typoBudget(word)).toBe(expected);
  });

  it('allows none when typo tolerance is off', () => {
    expect(typoBudget('sherlock', false)).toBe(0);
  });
});
