import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { facetGroupsOf } from '#domain/search/algolia-config';
import { buildAlgoliaFilter } from '#domain/search/algolia-filter';
import { matchesFacetGroups, parseAlgoliaFilter } from '#domain/search/parse-algolia-filter';
import { algoliaConfigArbitrary, facetValueArbitrary } from '#test/support/arbitraries/search.arbitrary';

const filterOf = (config: Parameters<typeof buildAlgoliaFilter>[0]): string => {
  const built = buildAlgoliaFilter(config);
  if (!built.ok) throw new Error(`unexpected ${built.error.code}`);
  return built.filter;
};

describe('Algolia filter properties (spec §7)', () => {
  it('parses back to the same facets: the select group first, then each restrict facet', () => {
    fc.assert(
      fc.property(algoliaConfigArbitrary, (config) => {
        expect(parseAlgoliaFilter(filterOf(config))).toEqual({ ok: true, groups: facetGroupsOf(config) });
      }),
    );
  });

  it('lets a record through exactly when it has a select facet (if any) and every restrict facet', () => {
    fc.assert(
      fc.property(algoliaConfigArbitrary, fc.array(fc.boolean(), { maxLength: 10 }), (config, keep) => {
        // A record holding a random subset of the config's facets.
        const all = [...config.selectFacets, ...config.restrictFacets];
        const held = all.filter((_, i) => keep[i] ?? false);
        const record: Record<string, string[]> = {};
        for (const facet of held) (record[facet.name] ??= []).push(facet.value);
        const has = (facet: { name: string; value: string }) =>
          (record[facet.name] ?? []).some((v) => v.toLowerCase() === facet.value.toLowerCase());
        const expected =
          (config.selectFacets.length === 0 || config.selectFacets.some(has)) && config.restrictFacets.every(has);
        const parsed = parseAlgoliaFilter(filterOf(config));
        expect(parsed.ok && matchesFacetGroups(parsed.groups, record)).toBe(expected);
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
        expect(parseAlgoliaFilter(filterOf(config))).toEqual({
          ok: true,
          groups: [[{ name: 'a', value: select }], [{ name: 'b', value: restrict }]],
        });
      }),
    );
  });

  it('parsing is total: any string gives groups or a typed error, never an exception', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[a-z:'"()\\ ANDOR]{0,30}$/)), (text) => {
        const parsed = parseAlgoliaFilter(text);
        if (!parsed.ok) {
          expect(parsed.error.code).toBe('SEARCH.INVALID_FILTER');
          expect(parsed.error.position).toBeGreaterThanOrEqual(0);
          expect(parsed.error.position).toBeLessThanOrEqual(text.length);
        }
      }),
    );
  });
});
