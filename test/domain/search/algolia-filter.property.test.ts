import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Facet, facetGroupsOf } from '#domain/search/algolia-config';
import { buildAlgoliaFilter } from '#domain/search/algolia-filter';
import type { FilterAst } from '#domain/search/filter-ast';
import { parseFilters } from '#domain/search/filter-parser';
import { algoliaConfigArbitrary, facetValueArbitrary } from '#test/support/arbitraries/search.arbitrary';

const filterOf = (config: Parameters<typeof buildAlgoliaFilter>[0]): string => {
  const built = buildAlgoliaFilter(config);
  if (!built.ok) throw new Error(`unexpected ${built.error.code}`);
  return built.filter;
};

/** The facet groups as the filters grammar reads them: plain facet literals. */
const astOf = (groups: readonly (readonly Facet[])[]): FilterAst =>
  groups.map((group) =>
    group.map((facet) => ({ negated: false, predicate: { kind: 'facet', attribute: facet.name, value: facet.value } })),
  );

describe('Algolia filter properties (spec §7)', () => {
  it('parses back to the same facets: the select group first, then each restrict facet', () => {
    fc.assert(
      fc.property(algoliaConfigArbitrary, (config) => {
        expect(parseFilters(filterOf(config))).toEqual({ ok: true, value: astOf(facetGroupsOf(config)) });
      }),
    );
  });

  it('never lets a value escape its quotes, whatever it contains', () => {
    fc.assert(
      fc.property(facetValueArbitrary, facetValueArbitrary, (select, restrict) => {
        const config = {
          selectFacets: [{ name: 'a', value: select }],
          restrictFacets: [{ name: 'b', value: restrict }],
        };
        expect(parseFilters(filterOf(config))).toEqual({
          ok: true,
          value: astOf([[{ name: 'a', value: select }], [{ name: 'b', value: restrict }]]),
        });
      }),
    );
  });
});
