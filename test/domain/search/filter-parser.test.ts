import { describe, expect, it } from 'vitest';
import type { FilterAst, Literal } from '#domain/search/filter-ast';
import { parseFilters } from '#domain/search/filter-parser';
import { printFilters } from '#domain/search/filter-printer';

const facet = (attribute: string, value: string, negated = false): Literal => ({
  negated,
  predicate: { kind: 'facet', attribute, value },
});

describe('parseFilters (spec §7, Algolia filters syntax)', () => {
  it.each<[string, FilterAst]>([
    ['', []],
    ['   ', []],
    ['type:audiobook', [[facet('type', 'audiobook')]]],
    ["category:'dla dzieci'", [[facet('category', 'dla dzieci')]]],
    ['category:"dla dzieci"', [[facet('category', 'dla dzieci')]]],
    ["author:'O\\'Neill \\\\ Co'", [[facet('author', "O'Neill \\ Co")]]],
    ["a:'O\\'Reilly' AND b:'c:\\\\d'", [[facet('a', "O'Reilly")], [facet('b', 'c:\\d')]]],
    ["a:''", [[facet('a', '')]]],
    ["'weird attr':x", [[facet('weird attr', 'x')]]],
    ["'AND':x", [[facet('AND', 'x')]]],
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
    ['a:x AND b:"two words"', [[facet('a', 'x')], [facet('b', 'two words')]]],
    ['(type:audiobook OR type:podcast)', [[facet('type', 'audiobook'), facet('type', 'podcast')]]],
    ["(a:'x')", [[facet('a', 'x')]]],
    ["a:'x' OR b:'y'", [[facet('a', 'x'), facet('b', 'y')]]],
    ["  ( a:'x'   OR a:'y' )AND b:'z'  ", [[facet('a', 'x'), facet('a', 'y')], [facet('b', 'z')]]],
    [
      "(a:'x' OR b:'y') AND (c:'z' OR d:'w')",
      [
        [facet('a', 'x'), facet('b', 'y')],
        [facet('c', 'z'), facet('d', 'w')],
      ],
    ],
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
    expect(parseFilters(input)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['(a:1 AND b:2) OR c:3', /not allowed/],
    ['c:3 OR (a:1 AND b:2)', /not allowed/],
    ['NOT (a:1 OR a:2)', /NOT cannot negate a group/],
    ['a:1 AND', /expected an attribute/],
    ["a:'x' AND", /expected an attribute/],
    ['a:1 OR OR a:2', /expected an attribute/],
    ['()', /expected an attribute/],
    ['(a:1', /expected '\)'/],
    ["(a:'x' OR b:'y'", /expected '\)'/],
    ['a:1)', /expected AND, OR or the end/],
    ['a:1 b:2', /expected AND, OR or the end/],
    // operators are upper case only
    ["a:'x' and b:'y'", /expected AND, OR or the end/],
    ["a:'open", /Unterminated/],
    ["a:'x\\", /Unterminated/],
    ['a:', /expected a value/],
    ['rating >= high', /expected a number/],
    ['rating:3 TO', /expected a number/],
    ["rating:'3' TO 4", /expected AND, OR or the end/],
    ['rating ! 3', /Unexpected '!'/],
    ['type', /expected ':' or a comparison/],
    // a keyword as an attribute must be quoted, as Algolia asks
    ['AND:x', /expected an attribute/],
    ["AND:'x' AND OR:'y'", /expected an attribute/],
  ])('refuses %s', (input, reason) => {
    const parsed = parseFilters(input);
    expect(parsed).toMatchObject({ ok: false, error: { code: 'SEARCH.INVALID_FILTER' } });
    if (!parsed.ok) expect(parsed.error.reason).toMatch(reason);
  });

  it.each([
    ['a:1 b:2', 4],
    ["a:1 AND b:'open", 10],
    ['a:1 AND', 7],
    ['rating ! 3', 7],
    ['(a:1 AND b:2) OR c:3', 0],
    ['c:3 OR (a:1 AND b:2)', 7],
    ['NOT (a:1)', 4],
  ])('reports where %j stopped making sense: at %i', (input, position) => {
    expect(parseFilters(input)).toMatchObject({ ok: false, error: { position } });
  });
});

describe('printFilters', () => {
  it('prints the canonical form that parses back', () => {
    const parsed = parseFilters("(category:kryminal OR NOT type:'pod cast') AND rating:3 TO 5 AND price < 2000");
    if (!parsed.ok) throw new Error(parsed.error.reason);
    expect(printFilters(parsed.value)).toBe(
      "(category:'kryminal' OR NOT type:'pod cast') AND rating:3 TO 5 AND price < 2000",
    );
  });

  it('quotes attributes that are keywords or not plain names', () => {
    expect(printFilters([[facet('AND', 'x')], [facet('weird attr', "O'Neill")]])).toBe(
      "'AND':'x' AND 'weird attr':'O\\'Neill'",
    );
  });
});
