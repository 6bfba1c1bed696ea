import { describe, expect, it } from 'vitest';
import { toIndexPage, toSearchResultPage } from '#domain/search/search-result-page';
import type { MinorUnits } from '#domain/pricing/minor-units';
import { aSearchHit } from '#test/support/arbitraries/search.arbitrary';

describe('toSearchResultPage (spec §3: page = hit page + 1)', () => {
  it('maps the index paging fields', () => {
    expect(toSearchResultPage({ hits: [], page: 0, hitsPerPage: 15, nbPages: 4, nbHits: 52 })).toEqual({
      page: 1,
      limit: 15,
      pages: 4,
      total: 52,
      products: [],
      facets: {},
    });
  });

  it('keeps the facet counts the index answered', () => {
    const facets = { type: { audiobook: 3, podcast: 1 } };
    expect(toSearchResultPage({ hits: [], page: 0, hitsPerPage: 15, nbPages: 1, nbHits: 4, facets }).facets).toEqual(
      facets,
    );
  });

  it('embeds the hits as the products, in order', () => {
    const hits = [aSearchHit('1', { price: 3990 as MinorUnits }), aSearchHit('2', { isFree: true })];
    expect(toSearchResultPage({ hits, page: 2, hitsPerPage: 2, nbPages: 9, nbHits: 18 })).toMatchObject({
      page: 3,
      products: hits,
    });
  });

  it.each([
    [1, 0],
    [2, 1],
    [10, 9],
    [0, 0],
    [-3, 0],
    [1.5, 0],
    [Number.NaN, 0],
  ])('result page %s is index page %s', (resultPage, indexPage) => {
    expect(toIndexPage(resultPage)).toBe(indexPage);
  });
});
