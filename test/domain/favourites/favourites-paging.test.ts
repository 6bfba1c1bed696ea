import { describe, expect, it } from 'vitest';
import {
  clampPage,
  FAVOURITES_PAGE_SIZE,
  favouritesPageQuery,
  pageCount,
  pageOfItem,
} from '#domain/favourites/favourites-paging';

describe('favourites paging (spec §2, §9: 30 items per page)', () => {
  it('uses 30 per page', () => {
    expect(FAVOURITES_PAGE_SIZE).toBe(30);
    expect(favouritesPageQuery(2)).toEqual({ limit: 30, page: 2 });
  });

  it.each([
    [0, 0],
    [1, 1],
    [30, 1],
    [31, 2],
    [60, 2],
    [61, 3],
    [-4, 0],
    [Number.NaN, 0],
  ])('%d favourites take %i pages', (total, pages) => {
    expect(pageCount(total)).toBe(pages);
  });

  it.each([
    [1, 0, 1],
    [5, 0, 1],
    [5, 61, 3],
    [2, 61, 2],
    [0, 61, 1],
    [-3, 61, 1],
  ])('page %d of %d favourites is page %i', (page, total, expected) => {
    expect(clampPage(page, total)).toBe(expected);
  });

  it('puts items 0-29 on page 1 and item 30 on page 2', () => {
    expect([0, 29, 30, 59, 60].map((i) => pageOfItem(i))).toEqual([1, 1, 2, 2, 3]);
  });
});
