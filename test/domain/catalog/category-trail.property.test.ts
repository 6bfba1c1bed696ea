import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CategoryId } from '#domain/catalog/category';
import { categoryTrail } from '#domain/catalog/category-trail';
import { aCategory, categoryListArbitrary } from '#test/support/mothers/category.mother';

describe('categoryTrail (spec §3 main_category_id: the main category and its parent)', () => {
  it('puts the parent before the main category', () => {
    const parent = aCategory({ name: 'Klasyka literatury' });
    const main = aCategory({ name: 'Przygoda', parentId: parent.id });
    const other = aCategory({ name: 'Thriller' });
    expect(categoryTrail([main, other, parent], main.id)).toEqual([parent, main]);
  });

  it('is the main category alone when it is top-level or its parent is not given', () => {
    const top = aCategory();
    const orphan = aCategory({ parentId: aCategory().id });
    expect(categoryTrail([top, orphan], top.id)).toEqual([top]);
    expect(categoryTrail([top, orphan], orphan.id)).toEqual([orphan]);
  });

  it('is empty when the main category is not among the categories', () => {
    expect(categoryTrail([aCategory()], aCategory().id)).toEqual([]);
  });

  it('ends with the main category, preceded at most by its own parent', () => {
    fc.assert(
      fc.property(categoryListArbitrary, fc.nat(), (categories, pick) => {
        fc.pre(categories.length > 0);
        const main = categories[pick % categories.length];
        if (!main) return;
        const trail = categoryTrail(categories, main.id);
        expect(trail.at(-1)).toBe(main);
        expect(trail.length).toBe(main.parentId === null ? 1 : 2);
        if (trail.length === 2) expect(trail[0]?.id).toBe(main.parentId);
      }),
    );
  });

  it('names only categories it was given', () => {
    fc.assert(
      fc.property(categoryListArbitrary, fc.uuid(), (categories, id) => {
        for (const category of categoryTrail(categories, id as CategoryId)) expect(categories).toContain(category);
      }),
    );
  });

  it('shows a category that is its own parent once', () => {
    const self = aCategory();
    const looped = { ...self, parentId: self.id };
    expect(categoryTrail([looped], looped.id)).toEqual([looped]);
  });
});
