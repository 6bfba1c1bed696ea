import { pageFromQuery } from './page-query';
import { DEFAULT_PRODUCT_ORDER, isSameOrder, orderFromQuery, type ProductOrder, sortParam } from './product-sort';

/** Which page of a product list is shown, in which order: what its address holds. */
export interface ListState {
  readonly page: number;
  readonly order: ProductOrder;
}

/** The state a list's address names (`?page=2&sort=price-desc`); missing or mistyped values read as their default. */
export const listStateFromQuery = (query: {
  readonly page: string | null | undefined;
  readonly sort: string | null | undefined;
}): ListState => ({ page: pageFromQuery(query.page), order: orderFromQuery(query.sort) });

/** A list's order as its page shows it: the sort form's value, and the address's (null: the default, left out). */
export interface ListOrderView {
  readonly value: string;
  readonly query: string | null;
}

/** How a page shows `order`: only a page's server needs the sort rules, its browser takes the values as written. */
export const listOrderView = (order: ProductOrder): ListOrderView => ({
  value: sortParam(order),
  query: isSameOrder(order, DEFAULT_PRODUCT_ORDER) ? null : sortParam(order),
});

/**
 * The query of a list's address (with its `?`) for one of its pages, in an order given as the address writes it
 * (`listOrderView`): only what differs from the default (page 1, the default order), so every state has one address.
 */
export const pageSearch = (page: number, sortQuery: string | null): string => {
  const parts: string[] = [];
  if (page > 1) parts.push(`page=${page}`);
  if (sortQuery !== null) parts.push(`sort=${sortQuery}`);
  return parts.length === 0 ? '' : `?${parts.join('&')}`;
};

/** The query of a list's address (with its `?`) for a state (see `pageSearch`). */
export const listSearch = (state: ListState): string => pageSearch(state.page, listOrderView(state.order).query);
