/** Spec §2, §9: favourites are listed 30 to a page. */
export const FAVOURITES_PAGE_SIZE = 30;

// Safe for any input: a non-finite, negative or fractional count is read as the whole items below it.
const wholeCount = (value: number): number => (Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0);

/** Spec §9: how many pages a total takes (0 when there is nothing, as the API's `pages`). */
export const pageCount = (total: number, pageSize: number = FAVOURITES_PAGE_SIZE): number =>
  Math.ceil(wholeCount(total) / Math.max(1, wholeCount(pageSize)));

/** Spec §9: a requested page (1-based) brought within the pages that exist; page 1 when there are none. */
export const clampPage = (page: number, total: number, pageSize: number = FAVOURITES_PAGE_SIZE): number =>
  Math.min(Math.max(1, wholeCount(page)), Math.max(1, pageCount(total, pageSize)));

/** Spec §7 GET /me/favourites (limit, page): the query for a 1-based page. */
export const favouritesPageQuery = (page: number): { readonly limit: number; readonly page: number } => ({
  limit: FAVOURITES_PAGE_SIZE,
  page: Math.max(1, wholeCount(page)),
});

/** Spec §9: the 1-based page an item at a 0-based position falls on. */
export const pageOfItem = (index: number, pageSize: number = FAVOURITES_PAGE_SIZE): number =>
  Math.floor(wholeCount(index) / Math.max(1, wholeCount(pageSize))) + 1;
