import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toIndexPage, toSearchResultPage } from '#domain/search/search-result-page';

describe('search result page properties (spec §3)', () => {
  it('numbers pages from 1, one more than the index page, and maps back', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 1_000 }),
        fc.nat({ max: 100 }),
        fc.nat(),
        fc.nat(),
        (page, hitsPerPage, nbPages, nbHits) => {
          const result = toSearchResultPage({ hits: [], page, hitsPerPage, nbPages, nbHits });
          expect(result.page).toBe(page + 1);
          expect(result.page).toBeGreaterThanOrEqual(1);
          expect(toIndexPage(result.page)).toBe(page);
          expect([result.limit, result.pages, result.total]).toEqual([hitsPerPage, nbPages, nbHits]);
        },
      ),
    );
  });
});
