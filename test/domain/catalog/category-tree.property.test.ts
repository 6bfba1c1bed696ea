import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Category, CategoryId } from '#domain/catalog/category';
import { categoryAncestors, categoryTree, childCategories, findCategory } from '#domain/catalog/category-tree';
import { aCategory, categoryListArbitrary } from '#test/support/mothers/category.mother';

describe('the catalogue in two levels (spec §2)', () => {
  const crime = aCategory({ name: 'Crime', slug: 'crime' });
  const thriller = aCategory({ name: 'Thriller', slug: 'thriller', parentId: crime.id });
  const poetry = aCategory({ name: 'Poetry', slug: 'poetry' });
  const classic = aCategory({ name: 'Classic detective', slug: 'classic', parentId: crime.id });
  const noir = aCategory({ name: 'Noir', slug: 'noir', parentId: classic.id });
  const catalogue = [crime, thriller, poetry, classic, noir];

  it('lists each top-level category with its own children, in the given order', () => {
    expect(categoryTree(catalogue)).toEqual([
      { category: crime, children: [thriller, classic] },
      { category: poetry, children: [] },
    ]);
  });

  it('finds a category by id first, else by slug', () => {
    const lookalike = aCategory({ slug: crime.id });
    expect(findCategory(catalogue, crime.id)).toBe(crime);
    expect(findCategory(catalogue, 'poetry')).toBe(poetry);
    expect(findCategory([lookalike, crime], crime.id)).toBe(crime);
    expect(findCategory(catalogue, 'nope')).toBeNull();
  });

  it('names the ancestors from the top down to the parent', () => {
    expect(categoryAncestors(catalogue, noir)).toEqual([crime, classic]);
    expect(categoryAncestors(catalogue, crime)).toEqual([]);
  });

  it('stops at a missing parent and walks a loop in bad data once', () => {
    const orphan = aCategory({ parentId: 'missing' as CategoryId });
    expect(categoryAncestors([orphan], orphan)).toEqual([]);
    const a = aCategory({ slug: 'a' });
    const b = aCategory({ slug: 'b', parentId: a.id });
    const looped: Category[] = [{ ...a, parentId: b.id }, b];
    expect(categoryAncestors(looped, b).map((c) => c.slug)).toEqual(['a']);
  });

  it('puts every category with a listed parent under that parent, and every top-level one at the top, once', () => {
    fc.assert(
      fc.property(categoryListArbitrary, (categories) => {
        const tree = categoryTree(categories);
        expect(tree.map((branch) => branch.category)).toEqual(categories.filter((c) => c.parentId === null));
        for (const branch of tree) {
          expect(branch.children).toEqual(childCategories(categories, branch.category));
          expect(branch.children.every((child) => child.parentId === branch.category.id)).toBe(true);
        }
      }),
    );
  });

  it('gives every category a chain of ancestors that starts at the top and ends at its parent', () => {
    fc.assert(
      fc.property(categoryListArbitrary, (categories) => {
        for (const category of categories) {
          const chain = categoryAncestors(categories, category);
          expect(chain.at(0)?.parentId ?? null).toBeNull();
          expect(chain.at(-1)?.id ?? null).toBe(category.parentId);
          chain.slice(1).forEach((link, index) => expect(link.parentId).toBe(chain[index]?.id));
        }
      }),
    );
  });
});
