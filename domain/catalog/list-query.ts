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

/**
 * The query of a list's address (with its `?`), naming only what differs from the default (page 1, the default
 * order), so page 1 in the default order is the bare address and every state has one address.
 */
export const listSearch = (state: ListState): string => {
  const parts: string[] = [];
  if (state.page > 1) parts.push(`page=${state.page}`);
  if (!isSameOrder(state.order, DEFAULT_PRODUCT_ORDER)) parts.push(`sort=${sortParam(state.order)}`);
  return parts.length === 0 ? '' : `?${parts.join('&')}`;
};
