import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { topLevelCategories } from '#domain/catalog/category';
import { categoryListArbitrary } from '#test/support/mothers/category.mother';

describe('topLevelCategories (spec §2: only categories without parent_id are listed)', () => {
  it('keeps exactly the categories without a parent', () => {
    fc.assert(
      fc.property(categoryListArbitrary, (categories) => {
        const result = topLevelCategories(categories);
        expect(result.every((c) => c.parentId === null)).toBe(true);
        expect(result.length).toBe(categories.filter((c) => c.parentId === null).length);
      }),
    );
  });

  it('keeps their order', () => {
    fc.assert(
      fc.property(categoryListArbitrary, (categories) => {
        const positions = topLevelCategories(categories).map((c) => categories.indexOf(c));
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(categoryListArbitrary, (categories) => {
        expect(topLevelCategories(topLevelCategories(categories))).toEqual(topLevelCategories(categories));
      }),
    );
  });
});
