import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '#server/db/schema';
import { countOf, offsetOf, type Page, type PageRequest } from './page';
import { CARD_COLUMNS, cardsOf, type ProductCardRecord, sellableProducts } from './product-card.query';

/** A products swimlane of one of the catalogue's screens. */
export interface SwimlaneRecord {
  readonly id: string;
  readonly title: string | null;
  readonly products: Page<ProductCardRecord>;
}

/** The sellable products of swimlane sections, in their curated order. */
export const swimlaneProducts = (db: Kysely<DatabaseSchema>, catalogId: string, sectionIds: readonly string[]) =>
  sellableProducts(db, catalogId)
    .innerJoin('section_products', 'section_products.product_id', 'products.id')
    .where('section_products.section_id', 'in', sectionIds);

/** `/products-swimlanes/{id}`: a swimlane's products page by page. */
export class SwimlaneQueries {
  readonly #db: Kysely<DatabaseSchema>;

  constructor(deps: { readonly db: Kysely<DatabaseSchema> }) {
    this.#db = deps.db;
  }

  /** The swimlane with one page of its products; null unless the id names a products swimlane of this catalogue. */
  async findSwimlane(catalogId: string, sectionId: string, page: PageRequest): Promise<SwimlaneRecord | null> {
    const section = await this.#db
      .selectFrom('sections')
      .innerJoin('screens', 'screens.id', 'sections.screen_id')
      .select(['sections.id', 'sections.title'])
      .where('sections.id', '=', sectionId)
      .where('sections.type', '=', 'products-swimlane')
      .where('screens.catalog_id', '=', catalogId)
      .executeTakeFirst();
    if (!section) return null;
    const listed = swimlaneProducts(this.#db, catalogId, [section.id]);
    const total = countOf(
      await listed.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirst(),
    );
    const rows =
      offsetOf(page) >= total
        ? []
        : await listed
            .select(CARD_COLUMNS)
            .orderBy('section_products.position')
            .limit(page.limit)
            .offset(offsetOf(page))
            .execute();
    return { id: section.id, title: section.title, products: { items: await cardsOf(this.#db, rows), total } };
  }
}
