import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CategoryId } from '#domain/catalog/category';
import { categoryPathId } from '#domain/routing/category-path-id';
import { matchPath } from '#domain/routing/match-path';
import { pathFor } from '#domain/routing/path-for';
import { localeArbitrary, paramValueArbitrary } from '#test/support/arbitraries/routing.arbitrary';

const ctx = { product: 'audiora' };
const category = fc.record({
  id: paramValueArbitrary.map((id) => id as CategoryId),
  slug: fc.oneof(fc.constantFrom('', ' ', '\t'), paramValueArbitrary),
});

describe('categoryPathId properties', () => {
  it('is the slug when there is one, else the id, and the category route carries it intact', () => {
    fc.assert(
      fc.property(category, localeArbitrary, (c, locale) => {
        const id = categoryPathId(c);
        expect(id).toBe(c.slug.trim() === '' ? c.id : c.slug);
        expect(matchPath(pathFor('category', { id }, locale, ctx), ctx)).toEqual({
          name: 'category',
          locale,
          params: { id },
        });
      }),
    );
  });
});
