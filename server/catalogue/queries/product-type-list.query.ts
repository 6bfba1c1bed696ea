import type { Kysely } from 'kysely';
import type { DatabaseSchema, ProductType } from '#server/db/schema';
import type { Page, PageRequest } from './page';
import type { ProductCardRecord } from './product-card.query';
import { listProductCards } from './product-listing.query';
import type { ProductOrder } from './product-order';

/** `/cycles` and `/podcasts`: every product of one type in the catalogue. */
export class ProductTypeListQueries {
  readonly #db: Kysely<DatabaseSchema>;

  constructor(deps: { readonly db: Kysely<DatabaseSchema> }) {
    this.#db = deps.db;
  }

  /** One page of the catalogue's products of that type, in the requested order. */
  async listByType(input: {
    readonly catalogId: string;
    readonly type: ProductType;
    readonly order: ProductOrder;
    readonly page: PageRequest;
  }): Promise<Page<ProductCardRecord>> {
    return listProductCards(this.#db, {
      catalogId: input.catalogId,
      filter: (eb) => eb('products.type', '=', input.type),
      order: input.order,
      page: input.page,
    });
  }
}
