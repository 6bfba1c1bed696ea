import { describe, expect, it } from 'vitest';
import { buildAlgoliaFilter, facetTerm, quoteFacetValue } from '#domain/search/algolia-filter';

const f = (name: string, value: string) => ({ name, value });

describe('buildAlgoliaFilter (spec §7: select facets OR, restrict facets AND)', () => {
  it.each([
    [[], [], ''],
    [[f('a', 'x')], [], "(a:'x')"],
    [[f('a', 'x'), f('a', 'y')], [], "(a:'x' OR a:'y')"],
    [[], [f('b', 'z')], "b:'z'"],
    [[], [f('b', 'z'), f('c', 'w')], "b:'z' AND c:'w'"],
    [[f('a', 'x'), f('a', 'y')], [f('b', 'z')], "(a:'x' OR a:'y') AND b:'z'"],
    [[f('a', 'x')], [f('b', 'z'), f('c', 'w')], "(a:'x') AND b:'z' AND c:'w'"],
    [
      [f('categories.lvl0', 'Kids & Family')],
      [f('catalog_id', 'df36')],
      "(categories.lvl0:'Kids & Family') AND catalog_id:'df36'",
    ],
  ])('select %j, restrict %j -> %s', (selectFacets, restrictFacets, expected) => {
    expect(buildAlgoliaFilter({ selectFacets, restrictFacets })).toEqual({ ok: true, filter: expected });
  });

  it.each([
    ["O'Reilly", "'O\\'Reilly'"],
    ['back\\slash', "'back\\\\slash'"],
    ["\\'", "'\\\\\\''"],
    ['', "''"],
    ['say "hi"', `'say "hi"'`],
  ])('quotes %j as %s', (value, expected) => {
    expect(quoteFacetValue(value)).toBe(expected);
  });

  it('keeps a value with operators and parentheses inside its quotes', () => {
    expect(facetTerm(f('a', "x') OR (b:'y"))).toBe("a:'x\\') OR (b:\\'y'");
  });

  it.each([['has space'], ['a:b'], ["a'"], [''], ['(a)'], ['AND'], ['OR'], ['NOT'], ['TO']])(
    'refuses the facet name %j instead of dropping it',
    (name) => {
      expect(buildAlgoliaFilter({ selectFacets: [], restrictFacets: [f(name, 'x')] })).toEqual({
        ok: false,
        error: { code: 'SEARCH.INVALID_FACET_NAME', name },
      });
    },
  );
});
