import { describe, expect, it } from 'vitest';
import { categoryPathId } from '#domain/routing/category-path-id';
import { pathFor } from '#domain/routing/path-for';
import { DEFAULT_ROUTING_CONTEXT } from '#domain/routing/routing-context';
import { aCategory } from '#test/support/mothers/category.mother';

describe('categoryPathId (spec §2: a category id in the path is the slug, or else the id)', () => {
  it.each([
    ['kryminal', 'kryminal'],
    ['', 'c-42'],
    ['   ', 'c-42'],
  ])('slug %j gives %j', (slug, expected) => {
    expect(categoryPathId(aCategory({ id: 'c-42' as never, slug }))).toBe(expected);
  });

  it('links a category by its slug', () => {
    const category = aCategory({ slug: 'fantastyka' });
    expect(pathFor('category', { id: categoryPathId(category) }, 'pl', DEFAULT_ROUTING_CONTEXT)).toBe(
      '/pl/katalog/fantastyka',
    );
  });
});
