import type { ProductOrder } from '#domain/catalog/product-sort';
import { ITEMS_LIMIT } from '#domain/shell/item-list';
import type { ProductPageRequest } from './product-page';

/** What a list page asks for: its page (1-based) in an order. */
export interface ListPageInput {
  readonly page: number;
  readonly order: ProductOrder;
}

/** Spec §9: a list page shows the items limit (15) to a page. */
export const listPageRequest = (input: ListPageInput): ProductPageRequest => ({
  page: input.page,
  limit: ITEMS_LIMIT,
  order: input.order,
});
