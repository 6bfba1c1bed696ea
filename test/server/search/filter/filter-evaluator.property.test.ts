import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AlgoliaConfig, Facet } from '#domain/search/algolia-config';
import { buildAlgoliaFilter } from '#domain/search/algolia-filter';
import { parseFilters } from '#domain/search/filter-parser';
import { evaluateFilters } from '#server/search/filter/filter-evaluator';
import { facetValueArbitrary } from '#test/support/arbitraries/search.arbitrary';
import { fakeFilterColumns } from '#test/support/server/search/fake-filter-columns';

// Facet attributes the engine filters on by value alone (`category` also matches ids).
const facetArbitrary: fc.Arbitrary<Facet> = fc.record({
  name: fc.constantFrom('category_id', 'type', 'catalog_id', 'is_free'),
  value: facetValueArbitrary,
});
const configArbitrary: fc.Arbitrary<Pick<AlgoliaConfig, 'selectFacets' | 'restrictFacets'>> = fc.record({
  selectFacets: fc.array(facetArbitrary, { maxLength: 5 }),
  restrictFacets: fc.array(facetArbitrary, { maxLength: 5 }),
});

describe("the storefront's filter on the server's engine (spec §7)", () => {
  it('lets a record through exactly when it has a select facet (if any) and every restrict facet', () => {
    fc.assert(
      fc.property(configArbitrary, fc.array(fc.boolean(), { maxLength: 10 }), (config, keep) => {
        // A record holding a random subset of the config's facets.
        const held = [...config.selectFacets, ...config.restrictFacets].filter((_, i) => keep[i] ?? false);
        const record: Record<string, string[]> = {};
        for (const facet of held) (record[facet.name] ??= []).push(facet.value);
        const has = (facet: Facet) =>
          (record[facet.name] ?? []).some((v) => v.toLowerCase() === facet.value.toLowerCase());
        const expected =
          (config.selectFacets.length === 0 || config.selectFacets.some(has)) && config.restrictFacets.every(has);
        const built = buildAlgoliaFilter(config);
        const parsed = built.ok ? parseFilters(built.filter) : undefined;
        if (!parsed?.ok) throw new Error('the built filter does not parse');
        expect(evaluateFilters(fakeFilterColumns([record]), parsed.value).has(0)).toBe(expected);
      }),
    );
  });
});
