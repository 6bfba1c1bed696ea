import type { Kysely } from 'kysely';
import type { PersonKind } from '#domain/catalog/person-kind';
import type { DatabaseSchema } from '#server/db/schema';
import type { Page, PageRequest } from './page';
import type { ProductCardRecord } from './product-card.query';
import { listProductCards } from './product-listing.query';
import type { ProductOrder } from './product-order';

// The three link tables share one shape; Kysely cannot type a table chosen at run time, so one name stands for all.
const LINKS = {
  author: 'product_authors',
  lector: 'product_lectors',
  publisher: 'product_publishers',
} as const satisfies Record<PersonKind, keyof DatabaseSchema>;

/** The products crediting an author, a lector or a publisher. */
export class PersonProductQueries {
  readonly #db: Kysely<DatabaseSchema>;

  constructor(deps: { readonly db: Kysely<DatabaseSchema> }) {
    this.#db = deps.db;
  }

  /** One page of the catalogue's products crediting the person, in the requested order. */
  async listProducts(input: {
    readonly catalogId: string;
    readonly kind: PersonKind;
    readonly personId: string;
    readonly order: ProductOrder;
    readonly page: PageRequest;
  }): Promise<Page<ProductCardRecord>> {
    const links = LINKS[input.kind] as 'product_authors';
    return listProductCards(this.#db, {
      catalogId: input.catalogId,
      // Driven from the person's links: an EXISTS per product would walk every product of the market.
      filter: (eb) =>
        eb(
          'products.id',
          'in',
          eb.selectFrom(links).select(`${links}.product_id`).where(`${links}.person_id`, '=', input.personId),
        ),
      order: input.order,
      page: input.page,
    });
  }
}
