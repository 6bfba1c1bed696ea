import { describe, expect, it } from 'vitest';
import { AlgoliaError } from '#server/http/search/algolia-error';
import { encodeParams, filterOf, resolveParams } from '#server/http/search/search-params';

describe('resolveParams', () => {
  it('decodes the legacy params string, JSON values typed, strings kept, explicit parameters winning', () => {
    const params = new URLSearchParams({
      query: '123',
      hitsPerPage: '5',
      facets: '["type"]',
      filters: 'a:1',
      page: '2',
    });
    expect(resolveParams({ params: params.toString(), page: 0 })).toEqual({
      query: '123',
      hitsPerPage: 5,
      facets: ['type'],
      filters: 'a:1',
      page: 0,
    });
  });

  it('rejects invalid legacy values with a 400', () => {
    expect(() => resolveParams({ params: 'hitsPerPage=lots' })).toThrow(AlgoliaError);
  });
});

describe('filterOf', () => {
  it('ANDs filters, facetFilters (inner arrays OR, "-" negates) and numericFilters', () => {
    expect(
      filterOf({
        filters: 'type:audiobook',
        facetFilters: [['category:a', 'category:b'], '-is_free:true', 'category:\\-x'],
        numericFilters: ['price<=100', 'rating:1 TO 2'],
      }),
    ).toEqual([
      [{ negated: false, predicate: { kind: 'facet', attribute: 'type', value: 'audiobook' } }],
      [
        { negated: false, predicate: { kind: 'facet', attribute: 'category', value: 'a' } },
        { negated: false, predicate: { kind: 'facet', attribute: 'category', value: 'b' } },
      ],
      [{ negated: true, predicate: { kind: 'facet', attribute: 'is_free', value: 'true' } }],
      [{ negated: false, predicate: { kind: 'facet', attribute: 'category', value: '-x' } }],
      [{ negated: false, predicate: { kind: 'numeric', attribute: 'price', operator: '<=', value: 100 } }],
      [{ negated: false, predicate: { kind: 'range', attribute: 'rating', lower: 1, upper: 2 } }],
    ]);
  });

  it.each([
    [{ filters: 'NOT (a:1 OR b:2)' }],
    [{ facetFilters: ['nocolon'] }],
    [{ numericFilters: ['type:audiobook'] }],
    [{ numericFilters: ['a<1 AND b<2'] }],
  ])('answers a bad filter %j with 400', (params) => {
    expect(() => filterOf(params)).toThrow(expect.objectContaining({ status: 400 }) as Error);
  });
});

describe('encodeParams', () => {
  it('URL-encodes strings as they are and everything else as JSON', () => {
    expect(encodeParams({ query: 'a b', facets: ['*'], hitsPerPage: 5, indexName: 'x' })).toBe(
      'query=a+b&facets=%5B%22*%22%5D&hitsPerPage=5',
    );
  });
});
