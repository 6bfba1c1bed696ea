import type { Kysely } from 'kysely';
import type { DatabaseSchema, ScreenKey } from '../schema';
import type { CategoryRef } from './audiobook.repository';
import type { ProductRecord } from './product.repository';
import { productsOf, toProductRecords } from './product-rows';
import type {
  ItemSetElement,
  ScreenRecord,
  ScreenRepository,
  SectionRecord,
  SwimlaneRecord,
} from './screen.repository';

const group = <T extends { readonly section_id: string }>(rows: readonly T[]): Map<string, T[]> => {
  const bySection = new Map<string, T[]>();
  for (const row of rows) bySection.set(row.section_id, [...(bySection.get(row.section_id) ?? []), row]);
  return bySection;
};

/** Screens and their sections on Kysely: four queries a screen, whatever its size. */
export class KyselyScreenRepository implements ScreenRepository {
  readonly #db: Kysely<DatabaseSchema>;

  constructor(deps: { readonly db: Kysely<DatabaseSchema> }) {
    this.#db = deps.db;
  }

  async findScreen(catalogId: string, key: ScreenKey): Promise<ScreenRecord | null> {
    const screen = await this.#db
      .selectFrom('screens')
      .select(['id', 'key', 'title'])
      .where('catalog_id', '=', catalogId)
      .where('key', '=', key)
      .executeTakeFirst();
    if (!screen) return null;
    const sections = await this.#db
      .selectFrom('sections')
      .select(['id', 'type', 'title'])
      .where('screen_id', '=', screen.id)
      .orderBy('position')
      .execute();
    const sectionIds = sections.map((s) => s.id);
    if (sectionIds.length === 0) return { id: screen.id, key: screen.key, title: screen.title, sections: [] };
    const [productLinks, categoryRows, elementRows] = await Promise.all([
      this.#db
        .selectFrom('section_products')
        .select(['section_id', 'product_id'])
        .where('section_id', 'in', sectionIds)
        .orderBy('section_id')
        .orderBy('position')
        .execute(),
      this.#db
        .selectFrom('section_categories')
        .innerJoin('categories', 'categories.id', 'section_categories.category_id')
        .select([
          'section_categories.section_id',
          'categories.id',
          'categories.slug',
          'categories.name',
          'categories.parent_id',
        ])
        .where('section_categories.section_id', 'in', sectionIds)
        .orderBy('section_categories.section_id')
        .orderBy('section_categories.position')
        .execute(),
      this.#db
        .selectFrom('section_elements')
        .select(['section_id', 'label', 'slug', 'deeplink'])
        .where('section_id', 'in', sectionIds)
        .orderBy('section_id')
        .orderBy('position')
        .execute(),
    ]);
    const productIds = [...new Set(productLinks.map((link) => link.product_id))];
    const products = new Map<string, ProductRecord>();
    if (productIds.length > 0) {
      const rows = await productsOf(this.#db, catalogId).where('products.id', 'in', productIds).execute();
      for (const record of await toProductRecords(this.#db, rows)) products.set(record.id, record);
    }
    const linksBySection = group(productLinks);
    const categoriesBySection = group(categoryRows);
    const elementsBySection = group(elementRows);
    return {
      id: screen.id,
      key: screen.key,
      title: screen.title,
      sections: sections.map((section): SectionRecord => {
        switch (section.type) {
          case 'products-swimlane':
            return {
              id: section.id,
              type: section.type,
              title: section.title,
              products: (linksBySection.get(section.id) ?? []).flatMap((link) => products.get(link.product_id) ?? []),
            };
          case 'category-list':
            return {
              id: section.id,
              type: section.type,
              title: section.title,
              categories: (categoriesBySection.get(section.id) ?? []).map(
                (c): CategoryRef => ({ id: c.id, slug: c.slug, name: c.name, parentId: c.parent_id }),
              ),
            };
          case 'item-sets':
            return {
              id: section.id,
              type: section.type,
              title: section.title,
              elements: (elementsBySection.get(section.id) ?? []).map(
                (e): ItemSetElement => ({ label: e.label, slug: e.slug, deeplink: e.deeplink }),
              ),
            };
        }
      }),
    };
  }

  async findSwimlane(
    catalogId: string,
    sectionId: string,
    page: { readonly page: number; readonly limit: number },
  ): Promise<SwimlaneRecord | null> {
    const section = await this.#db
      .selectFrom('sections')
      .innerJoin('screens', 'screens.id', 'sections.screen_id')
      .select(['sections.id', 'sections.title'])
      .where('screens.catalog_id', '=', catalogId)
      .where('sections.id', '=', sectionId)
      .where('sections.type', '=', 'products-swimlane')
      .executeTakeFirst();
    if (!section) return null;
    const links = this.#db.selectFrom('section_products').where('section_id', '=', sectionId);
    const [total, rows] = await Promise.all([
      links.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
      productsOf(this.#db, catalogId)
        .innerJoin('section_products', 'section_products.product_id', 'products.id')
        .where('section_products.section_id', '=', sectionId)
        .orderBy('section_products.position')
        .limit(page.limit)
        .offset((Math.max(1, page.page) - 1) * page.limit)
        .execute(),
    ]);
    return {
      id: section.id,
      title: section.title,
      products: { items: await toProductRecords(this.#db, rows), total: Number(total.n) },
    };
  }
}
