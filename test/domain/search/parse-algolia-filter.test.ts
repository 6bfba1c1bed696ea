import { describe, expect, it } from 'vitest';
import { matchesFacetGroups, parseAlgoliaFilter } from '#domain/search/parse-algolia-filter';

const f = (name: string, value: string) => ({ name, value });

describe('parseAlgoliaFilter (spec §7, the facet subset of the hosted filter syntax)', () => {
  it.each([
    ['', []],
    ['   ', []],
    ["(a:'x' OR a:'y') AND b:'z'", [[f('a', 'x'), f('a', 'y')], [f('b', 'z')]]],
    ["b:'z'", [[f('b', 'z')]]],
    ["b:'z' AND c:'w'", [[f('b', 'z')], [f('c', 'w')]]],
    ["(a:'x')", [[f('a', 'x')]]],
    ["a:'x' OR b:'y'", [[f('a', 'x'), f('b', 'y')]]],
    ['a:x AND b:"two words"', [[f('a', 'x')], [f('b', 'two words')]]],
    ["  ( a:'x'   OR a:'y' )AND b:'z'  ", [[f('a', 'x'), f('a', 'y')], [f('b', 'z')]]],
    ["a:'O\\'Reilly' AND b:'c:\\\\d'", [[f('a', "O'Reilly")], [f('b', 'c:\\d')]]],
    ["AND:'x' AND OR:'y'", [[f('AND', 'x')], [f('OR', 'y')]]],
    ["a:''", [[f('a', '')]]],
    [
      "(a:'x' OR b:'y') AND (c:'z' OR d:'w')",
      [
        [f('a', 'x'), f('b', 'y')],
        [f('c', 'z'), f('d', 'w')],
      ],
    ],
  ])('%j -> %j', (filter, groups) => {
    expect(parseAlgoliaFilter(filter)).toEqual({ ok: true, groups });
  });

  it.each([
    ["a:'x' AND b:'y' OR c:'z'", 'AND and OR mixed without parentheses'],
    ["(a:'x' AND b:'y')", 'only OR is allowed inside parentheses'],
    ["(a:'x' OR b:'y'", 'missing closing parenthesis'],
    ["a:'x", 'unterminated quoted value'],
    ["a:'x\\", 'unterminated quoted value'],
    ['a:', 'missing value'],
    ["a:'x' b:'y'", 'expected AND or OR'],
    ["a:'x' and b:'y'", 'expected AND or OR'],
    ["NOT a:'x'", 'expected name:value'],
    ['price > 10', 'expected name:value'],
    ['()', 'expected name:value'],
    ["a:'x' AND", 'expected name:value'],
  ])('refuses %j (%s)', (filter, reason) => {
    const parsed = parseAlgoliaFilter(filter);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatchObject({ code: 'SEARCH.INVALID_FILTER', reason });
  });

  it('reports where the filter stopped making sense', () => {
    expect(parseAlgoliaFilter("a:'x' OR price > 10")).toEqual({
      ok: false,
      error: { code: 'SEARCH.INVALID_FILTER', position: 9, reason: 'expected name:value' },
    });
  });
});

describe('matchesFacetGroups (spec §7, for the reference search server)', () => {
  const groups = [[f('category', 'Crime'), f('category', 'Fantasy')], [f('catalog', 'pl')]];

  it.each([
    [{ category: ['Crime'], catalog: ['pl'] }, true],
    [{ category: ['Drama', 'fantasy'], catalog: ['pl'] }, true],
    [{ category: ['Crime'], catalog: ['de'] }, false],
    [{ category: ['Drama'], catalog: ['pl'] }, false],
    [{ catalog: ['pl'] }, false],
    [{}, false],
  ])('%j matches: %s', (record, expected) => {
    expect(matchesFacetGroups(groups, record)).toBe(expected);
  });

  it('matches everything when there are no groups', () => {
    expect(matchesFacetGroups([], {})).toBe(true);
  });
});
