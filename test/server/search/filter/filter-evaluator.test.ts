import { describe, expect, it } from 'vitest';
import type { FilterAst, Literal } from '#domain/search/filter-ast';
import { evaluateFilters, UnknownFilterAttributeError } from '#server/search/filter/filter-evaluator';
import { type FacetRecord, fakeFilterColumns } from '#test/support/server/search/fake-filter-columns';

const facet = (attribute: string, value: string, negated = false): Literal => ({
  negated,
  predicate: { kind: 'facet', attribute, value },
});

const matches = (ast: FilterAst, record: FacetRecord) => evaluateFilters(fakeFilterColumns([record]), ast).has(0);

describe('evaluateFilters (spec §7: every group must match, any facet matches a group)', () => {
  const ast = [[facet('category_id', 'Crime'), facet('category_id', 'Fantasy')], [facet('catalog_id', 'pl')]];

  it.each([
    [{ category_id: ['Crime'], catalog_id: ['pl'] }, true],
    [{ category_id: ['Drama', 'fantasy'], catalog_id: ['pl'] }, true],
    [{ category_id: ['Crime'], catalog_id: ['de'] }, false],
    [{ category_id: ['Drama'], catalog_id: ['pl'] }, false],
    [{ catalog_id: ['pl'] }, false],
    [{}, false],
  ])('%j matches: %s', (record, expected) => {
    expect(matches(ast, record)).toBe(expected);
  });

  it('matches everything when there are no groups', () => {
    expect(matches([], {})).toBe(true);
  });

  it('negates a literal against every live document', () => {
    expect(matches([[facet('type', 'podcast', true)]], { type: ['audiobook'] })).toBe(true);
    expect(matches([[facet('type', 'podcast', true)]], { type: ['podcast'] })).toBe(false);
  });

  it('refuses an attribute the engine cannot filter on', () => {
    expect(() => matches([[facet('colour', 'red')]], {})).toThrow(UnknownFilterAttributeError);
    expect(() => matches([[facet('colour', 'red')]], {})).toThrow("Unknown facet attribute 'colour'");
  });
});
