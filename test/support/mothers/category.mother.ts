import fc from 'fast-check';
import type { Category, CategoryId } from '#domain/catalog/category';

let sequence = 0;

/** A category with sensible defaults; override what the test cares about. */
export const aCategory = (overrides: Partial<Category> = {}): Category => {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}` as CategoryId,
    slug: `category-${sequence}`,
    name: `Category ${sequence}`,
    parentId: null,
    ...overrides,
  };
};

/** Arbitrary category trees: every parent id refers to a category listed before it. */
export const categoryListArbitrary: fc.Arbitrary<readonly Category[]> = fc
  .array(fc.record({ name: fc.string({ minLength: 1 }), parentIndex: fc.option(fc.nat(), { nil: null }) }), {
    maxLength: 40,
  })
  .map((specs) => {
    const categories: Category[] = [];
    specs.forEach((spec, index) => {
      const parent = spec.parentIndex === null || index === 0 ? null : categories[spec.parentIndex % index];
      categories.push({
        id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}` as CategoryId,
        slug: `c-${index}`,
        name: spec.name,
        parentId: parent ? parent.id : null,
      });
    });
    return categories;
  });
