import { describe, expect, it } from 'vitest';
import type { FilterAst, Literal } from '#server/search/filter/filter-ast';
import { FilterSyntaxError } from '#server/search/filter/filter-ast';
import { parseFilters } from '#server/search/filter/filter-parser';
import { printFilters } from '#server/search/filter/filter-printer';

const facet = (attribute: string, value: string, negated = false): Literal => ({
  negated,
  predicate: { kind: 'facet', attribute, value },
});

describe('parseFilters (Algolia filters syntax)', () => {
  it.each<[string, FilterAst]>([
    ['', []],
    ['   ', []],
    ['type:audiobook', [[facet('type', 'audiobook')]]],
    ["category:'dla dzieci'", [[facet('category', 'dla dzieci')]]],
    ['category:"dla dzieci"', [[facet('category', 'dla dzieci')]]],
    ["author:'O\\'Neill \\\\ Co'", [[facet('author', "O'Neill \\ Co")]]],
    ["'weird attr':x", [[facet('weird attr', 'x')]]],
    ['is_free:true', [[facet('is_free', 'true')]]],
    ['NOT type:podcast', [[facet('type', 'podcast', true)]]],
    [
      'rating >= 4',
      [[{ negated: false, predicate: { kind: 'numeric', attribute: 'rating', operator: '>=', value: 4 } }]],
    ],
    [
      'price<2000',
      [[{ negated: false, predicate: { kind: 'numeric', attribute: 'price', operator: '<', value: 2000 } }]],
    ],
    [
      'price != -1.5',
      [[{ negated: false, predicate: { kind: 'numeric', attribute: 'price', operator: '!=', value: -1.5 } }]],
    ],
    [
      'price = 1e3',
      [[{ negated: false, predicate: { kind: 'numeric', attribute: 'price', operator: '=', value: 1000 } }]],
    ],
    [
      'rating:3 TO 4.5',
      [[{ negated: false, predicate: { kind: 'range', attribute: 'rating', lower: 3, upper: 4.5 } }]],
    ],
    ['category:123', [[facet('category', '123')]]],
    ['type:audiobook AND is_free:true', [[facet('type', 'audiobook')], [facet('is_free', 'true')]]],
    ['(type:audiobook OR type:podcast)', [[facet('type', 'audiobook'), facet('type', 'podcast')]]],
    // OR binds tighter than AND, as in Algolia
    ['a:1 AND b:2 OR b:3', [[facet('a', '1')], [facet('b', '2'), facet('b', '3')]]],
    ['a:1 OR a:2 AND b:3', [[facet('a', '1'), facet('a', '2')], [facet('b', '3')]]],
    ['(a:1 AND b:2) AND c:3', [[facet('a', '1')], [facet('b', '2')], [facet('c', '3')]]],
    ['((a:1 OR a:2)) OR NOT a:3', [[facet('a', '1'), facet('a', '2'), facet('a', '3', true)]]],
    // the storefront's filter: select facets OR'ed, restrict facets AND'ed (api-contract "Search")
    [
      "(category:'kryminal' OR category:'thriller') AND catalog_id:'df363888' AND type:'audiobook'",
      [
        [facet('category', 'kryminal'), facet('category', 'thriller')],
        [facet('catalog_id', 'df363888')],
        [facet('type', 'audiobook')],
      ],
    ],
  ])('%s', (input, expected) => {
    expect(parseFilters(input)).toEqual(expected);
  });

  it.each([
    ['(a:1 AND b:2) OR c:3', /not allowed/],
    ['c:3 OR (a:1 AND b:2)', /not allowed/],
    ['NOT (a:1 OR a:2)', /NOT cannot negate a group/],
    ['a:1 AND', /expected an attribute/],
    ['a:1 OR OR a:2', /expected an attribute/],
    ['(a:1', /expected '\)'/],
    ['a:1)', /expected AND, OR or the end/],
    ['a:1 b:2', /expected AND, OR or the end/],
    ["a:'open", /Unterminated/],
    ['rating >= high', /expected a number/],
    ['rating:3 TO', /expected a number/],
    ["rating:'3' TO 4", /expected AND, OR or the end/],
    ['rating ! 3', /Unexpected '!'/],
    ['type', /expected ':' or a comparison/],
    ['AND:x', /expected an attribute/],
  ])('rejects %s', (input, message) => {
    expect(() => parseFilters(input)).toThrow(FilterSyntaxError);
    expect(() => parseFilters(input)).toThrow(message);
  });
});

describe('printFilters', () => {
  it('prints the canonical form that parses back', () => {
    const ast = parseFilters("(category:kryminal OR NOT type:'pod cast') AND rating:3 TO 5 AND price < 2000");
    expect(printFilters(ast)).toBe("(category:'kryminal' OR NOT type:'pod cast') AND rating:3 TO 5 AND price < 2000");
  });
});
