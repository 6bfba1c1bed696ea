/** One page of a collection: 1-based page number and page size. */
export interface PageRequest {
  readonly page: number;
  readonly limit: number;
}

/** The items of one page and the size of the whole collection. */
export interface Page<T> {
  readonly items: readonly T[];
  readonly total: number;
}

/** The number of rows before the page. */
export const offsetOf = (request: PageRequest): number => (request.page - 1) * request.limit;

/** The page of an in-memory list (for lists the query already bounds). */
export const pageOf = <T>(items: readonly T[], request: PageRequest): Page<T> => ({
  items: items.slice(offsetOf(request), offsetOf(request) + request.limit),
  total: items.length,
});

/** `count(*)` comes back as a number from SQLite and as a string (bigint) from PostgreSQL. */
export const countOf = (row: { readonly total: string | number | bigint } | undefined): number =>
  Number(row?.total ?? 0);
