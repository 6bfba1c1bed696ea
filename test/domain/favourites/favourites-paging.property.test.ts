import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampPage, pageCount, pageOfItem } from '#domain/favourites/favourites-paging';

describe('favourites paging properties', () => {
  it('has just enough pages for the total', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.integer({ min: 1, max: 100 }), (total, size) => {
        const pages = pageCount(total, size);
        expect(pages * size).toBeGreaterThanOrEqual(total);
        expect(Math.max(0, pages - 1) * size).toBeLessThan(Math.max(1, total));
      }),
    );
  });

  it('puts every item on a page that exists, and clamping keeps a page that exists', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: -5, max: 5000 }), (total, page) => {
        const last = pageCount(total);
        expect(pageOfItem(total - 1)).toBe(last);
        const clamped = clampPage(page, total);
        expect(clamped).toBeGreaterThanOrEqual(1);
        expect(clamped).toBeLessThanOrEqual(last);
        if (page >= 1 && page <= last) expect(clamped).toBe(page);
      }),
    );
  });
});
