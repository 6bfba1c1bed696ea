import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildAlgoliaFilter, facetTerm } from '#domain/search/algolia-filter';
import { parseFilters } from '#domain/search/filter-parser';
import {
  facetOptions,
  MAX_REFINEMENT_VALUE_LENGTH,
  narrowedConfig,
  REFINABLE_FACETS,
  type Refinement,
  refinementQueryValue,
  refinementsFromQuery,
  toggleRefinement,
} from '#domain/search/search-refinements';
import { algoliaConfigArbitrary, facetValueArbitrary } from '#test/support/arbitraries/search.arbitrary';

const refinableArbitrary = fc.constantFrom(...REFINABLE_FACETS);

/** A refinement as the page itself would make it: a refinable facet and a trimmed value of allowed length. */
const refinementArbitrary: fc.Arbitrary<Refinement> = fc.record({
  name: refinableArbitrary,
  value: facetValueArbitrary
    .map((value) => value.trim())
    .filter((value) => value !== '' && value.length <= MAX_REFINEMENT_VALUE_LENGTH),
});

/** Query values as an address may hold them: the page's own, other facets, no colon, blanks, overlong values. */
const queryValueArbitrary: fc.Arbitrary<string> = fc.oneof(
  refinementArbitrary.map(refinementQueryValue),
  fc.string({ maxLength: 12 }),
  fc.constantFrom('type:', ':podcast', 'rating:5', 'type:   ', `category:${'x'.repeat(101)}`),
  fc.tuple(refinableArbitrary, fc.string()).map(([name, value]) => `${name}:${value}`),
);

const countsArbitrary = fc.dictionary(fc.string({ maxLength: 6 }), fc.integer({ min: -2, max: 50 }), { maxKeys: 30 });

describe('search refinements properties', () => {
  it('reads at most one value per offered facet, trimmed, non-empty and bounded, in the facet order', () => {
    fc.assert(
      fc.property(
        fc.array(queryValueArbitrary, { maxLength: 8 }),
        fc.subarray([...REFINABLE_FACETS]),
        (values, allowed) => {
          const refinements = refinementsFromQuery(values, allowed);
          const names = refinements.map((refinement) => refinement.name);
          expect(new Set(names).size).toBe(names.length);
          expect(names).toEqual(REFINABLE_FACETS.filter((name) => names.includes(name)));
          for (const { name, value } of refinements) {
            expect(allowed).toContain(name);
            expect(value).toBe(value.trim());
            expect(value.length).toBeGreaterThan(0);
            expect(value.length).toBeLessThanOrEqual(MAX_REFINEMENT_VALUE_LENGTH);
          }
        },
      ),
    );
  });

  it('reads back the refinements it writes (the address round-trips)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(refinementArbitrary, { selector: (r) => r.name }), (refinements) => {
        const written = refinementsFromQuery(refinements.map(refinementQueryValue));
        expect(refinementsFromQuery(written.map(refinementQueryValue))).toEqual(written);
        expect([...written].sort((a, b) => a.name.localeCompare(b.name))).toEqual(
          [...refinements].sort((a, b) => a.name.localeCompare(b.name)),
        );
      }),
    );
  });

  it('toggling a value twice gives the refinements back; toggling chooses it for its facet alone', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(refinementArbitrary, { selector: (r) => r.name }),
        refinementArbitrary,
        (values, choice) => {
          const refinements = refinementsFromQuery(values.map(refinementQueryValue));
          const toggled = toggleRefinement(refinements, choice);
          const wasChosen = refinements.some((r) => r.name === choice.name && r.value === choice.value);
          expect(toggled.some((r) => r.name === choice.name && r.value === choice.value)).toBe(!wasChosen);
          expect(toggled.filter((r) => r.name === choice.name).length).toBeLessThanOrEqual(1);
          expect(toggled.filter((r) => r.name !== choice.name)).toEqual(
            refinements.filter((r) => r.name !== choice.name),
          );
          if (!refinements.some((r) => r.name === choice.name)) {
            expect(toggleRefinement(toggled, choice)).toEqual(refinements);
          }
        },
      ),
    );
  });

  it("narrows a market's filter: every market group stays and each narrowing facet is a group of its own", () => {
    fc.assert(
      fc.property(algoliaConfigArbitrary, fc.array(refinementArbitrary, { maxLength: 3 }), (config, narrowing) => {
        const market = buildAlgoliaFilter(config);
        const narrowed = buildAlgoliaFilter(narrowedConfig(config, narrowing));
        if (!market.ok || !narrowed.ok) throw new Error('generated facet names are valid');
        const parsedMarket = parseFilters(market.filter);
        const parsed = parseFilters(narrowed.filter);
        if (!parsed.ok || !parsedMarket.ok) throw new Error('the built filters parse');
        expect(parsed.value.slice(0, parsedMarket.value.length)).toEqual(parsedMarket.value);
        expect(parsed.value).toHaveLength(parsedMarket.value.length + narrowing.length);
        expect(narrowed.filter.endsWith(narrowing.map(facetTerm).join(' AND '))).toBe(true);
      }),
    );
  });

  it('offers values with results, most first, within the limit, always with the chosen one', () => {
    fc.assert(
      fc.property(
        countsArbitrary,
        fc.option(fc.string({ maxLength: 6 }), { nil: undefined }),
        fc.integer({ min: 0, max: 15 }),
        (counts, selected, limit) => {
          const options = facetOptions(counts, selected, limit);
          const others = options.filter((option) => !option.isSelected);
          for (let i = 1; i < others.length; i += 1) {
            expect((others[i - 1] as { count: number }).count).toBeGreaterThanOrEqual(
              (others[i] as { count: number }).count,
            );
          }
          for (const option of others) expect(option.count).toBeGreaterThan(0);
          for (const option of options) expect(option.count).toBe(Math.max(0, counts[option.value] ?? 0));
          expect(options.length).toBeLessThanOrEqual(Math.max(limit, selected === undefined ? 0 : 1));
          expect(new Set(options.map((option) => option.value)).size).toBe(options.length);
          if (selected !== undefined) expect(options.filter((option) => option.isSelected)).toHaveLength(1);
          else expect(options.every((option) => !option.isSelected)).toBe(true);
        },
      ),
    );
  });
});

describe('search refinements examples', () => {
  it('reads the first value of each facet and ignores the rest', () => {
    expect(refinementsFromQuery(['category:kryminal', 'type:podcast', 'type:cycle', 'rating:5', 'nonsense'])).toEqual([
      { name: 'type', value: 'podcast' },
      { name: 'category', value: 'kryminal' },
    ]);
  });

  it('keeps a colon inside the value', () => {
    expect(refinementsFromQuery(['category:a:b'])).toEqual([{ name: 'category', value: 'a:b' }]);
  });

  it('puts the chosen value first when it falls beyond the limit, with its count or 0', () => {
    const counts = { a: 9, b: 8, c: 1 };
    expect(facetOptions(counts, 'c', 2)).toEqual([
      { value: 'c', count: 1, isSelected: true },
      { value: 'a', count: 9, isSelected: false },
    ]);
    expect(facetOptions(counts, 'z', 1)).toEqual([{ value: 'z', count: 0, isSelected: true }]);
    expect(facetOptions(undefined, undefined)).toEqual([]);
  });

  it('orders values of equal counts by value', () => {
    expect(facetOptions({ b: 2, a: 2, c: 3 }, undefined).map((option) => option.value)).toEqual(['c', 'a', 'b']);
  });
});
