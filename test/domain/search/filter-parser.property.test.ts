import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type FilterAst, type Literal, NUMERIC_OPERATORS, type Predicate } from '#domain/search/filter-ast';
import { parseFilters } from '#domain/search/filter-parser';
import { printFilters } from '#domain/search/filter-printer';

const attribute = fc.oneof(
  fc.constantFrom('category', 'type', 'is_free', 'rating', 'price', 'AND', 'NOT', 'TO'),
  fc.string({ minLength: 1, maxLength: 8 }),
);
const number = fc.oneof(
  fc.integer({ min: -100_000, max: 100_000 }),
  fc.double({ min: -1e6, max: 1e6, noNaN: true }).filter((n) => !Object.is(n, -0)),
);

const predicate: fc.Arbitrary<Predicate> = fc.oneof(
  fc.record({ kind: fc.constant('facet' as const), attribute, value: fc.string({ maxLength: 10 }) }),
  fc.record({
    kind: fc.constant('numeric' as const),
    attribute,
    operator: fc.constantFrom(...NUMERIC_OPERATORS),
    value: number,
  }),
  fc.record({ kind: fc.constant('range' as const), attribute, lower: number, upper: number }),
);
const literal: fc.Arbitrary<Literal> = fc.record({ negated: fc.boolean(), predicate });
const filterAst: fc.Arbitrary<FilterAst> = fc.array(fc.array(literal, { minLength: 1, maxLength: 4 }), {
  maxLength: 5,
});

describe('filters grammar properties (spec §7)', () => {
  it('parses a printed filter back to the same AST', () => {
    fc.assert(
      fc.property(filterAst, (ast) => {
        expect(parseFilters(printFilters(ast))).toEqual({ ok: true, value: ast });
      }),
      { numRuns: 500 },
    );
  });

  it('is total: any string gives a filter or a typed error inside the string, never an exception', () => {
    const text = fc.oneof(
      fc.string({ unit: fc.constantFrom(...'ab:()\'" ANDORT<>=!12.\\-'), maxLength: 30 }),
      fc.stringMatching(/^[a-z:'"()\\ ANDOR]{0,30}$/),
      fc.string(),
    );
    fc.assert(
      fc.property(text, (input) => {
        const parsed = parseFilters(input);
        if (!parsed.ok) {
          expect(parsed.error.code).toBe('SEARCH.INVALID_FILTER');
          expect(parsed.error.position).toBeGreaterThanOrEqual(0);
          expect(parsed.error.position).toBeLessThanOrEqual(input.length);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
