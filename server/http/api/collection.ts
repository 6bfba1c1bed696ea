import type { HalLinks } from '#contract/hal.schema';
import { halLinks } from './hal';

/** api-contract "Collections": the number of pages, 0 when the collection is empty. */
export const pagesOf = (total: number, limit: number): number => (total === 0 ? 0 : Math.ceil(total / limit));

/** `page`, `limit`, `pages` and `total` of a page of a collection. */
export const pageFields = (request: { readonly page: number; readonly limit: number }, total: number) => ({
  page: request.page,
  limit: request.limit,
  pages: pagesOf(total, request.limit),
  total,
});

/** Whether the request asked for `_f[noLinks]=1`. */
export const wantsNoLinks = (query: { readonly '_f[noLinks]'?: '0' | '1' | undefined }): boolean =>
  query['_f[noLinks]'] === '1';

const withQuery = (path: string, query: Readonly<Record<string, string | number>>): string => {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return search === '' ? path : `${path}?${search}`;
};

/**
 * A collection's links: `self` for this page, with `first`, `last`, `prev` and `next` where they exist, all
 * carrying the same order and limit; `_f[noLinks]=1` keeps only `self`.
 */
export const collectionLinks = (input: {
  readonly locale: string;
  readonly path: string;
  /** The query every page link repeats (limit, sort, order). */
  readonly query: Readonly<Record<string, string | number>>;
  readonly page: number;
  readonly pages: number;
  readonly noLinks: boolean;
  readonly relations?: HalLinks;
}): HalLinks => {
  const at = (page: number) => ({ href: withQuery(input.path, { page, ...input.query }) });
  const paging: HalLinks = {
    ...(input.pages > 0 ? { first: at(1), last: at(input.pages) } : {}),
    ...(input.page > 1 && input.pages > 0 ? { prev: at(Math.min(input.page - 1, input.pages)) } : {}),
    ...(input.page < input.pages ? { next: at(input.page + 1) } : {}),
  };
  return halLinks(input.locale, at(input.page).href, { ...paging, ...input.relations }, input.noLinks);
};
