import type { ProductOrder } from '#domain/catalog/product-sort';
import type { ProductSummary } from './product-summary';

/** Which page of a product list to read: 1-based, so many to a page, in an order. */
export interface ProductPageRequest {
  readonly page: number;
  readonly limit: number;
  readonly order: ProductOrder;
}

/** One page of a product list (api-contract "Collections"): `pages` is 0 when the list is empty. */
export interface ProductPage {
  readonly products: readonly ProductSummary[];
  readonly page: number;
  readonly pages: number;
  readonly total: number;
}
