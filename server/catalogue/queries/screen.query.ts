import type { Kysely } from 'kysely';
import type { CategoryRecord } from '../category-repository.port';
import type { DatabaseSchema, ScreenKey } from '#server/db/schema';
import { CARD_COLUMNS, cardsOf, type ProductCardRecord } from './product-card.query';
import { swimlaneProducts } from './swimlane.query';

export interface SectionElementRecord {
  readonly label: string;
  readonly slug: string;
  readonly deeplink: string;
}

/** A section of a screen, with what its type shows. */
export type SectionRecord = { readonly id: string; readonly title: string | null } & (
  | { readonly type: 'products-swimlane'; readonly total: number; readonly products: readonly ProductCardRecord[] }
  | { readonly type: 'item-sets'; readonly elements: readonly SectionElementRecord[] }
  | { readonly type: 'category-list'; readonly categories: readonly CategoryRecord[] }
);

export interface ScreenRecord {
  readonly id: string;
  readonly key: ScreenKey;
  readonly title: string;
  readonly sections: readonly SectionRecord[];
}

const groupBy = <T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> => {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
};

/** The catalogue's screens (home, catalog, search, web paywall, help centre) with every section filled. */
export class ScreenQueries {
  readonly #db: Kysely<DatabaseSchema>;

  constructor(deps: { readonly db: Kysely<DatabaseSchema> }) {
    this.#db = deps.db;
  }

  /** The screen with each swimlane's first `swimlaneItems` products; null when the catalogue has no such screen. */
  async findScreen(catalogId: string, key: ScreenKey, swimlaneItems: number): Promise<ScreenRecord | null> {
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
    const idsOf = (type: string) => sections.filter((s) => s.type === type).map((s) => s.id);
    const [products, categories, elements] = await Promise.all([
      this.#swimlaneProducts(catalogId, idsOf('products-swimlane')),
      this.#categories(idsOf('category-list')),
      this.#elements(idsOf('item-sets')),
    ]);
    const firstCards = await cardsOf(
      this.#db,
      [...products.values()].flatMap((rows) => rows.slice(0, swimlaneItems)),
    );
    const cardsBySection = groupBy(
      [...products.entries()].flatMap(([sectionId, rows]) =>
        rows.slice(0, swimlaneItems).map((row) => ({ sectionId, id: row.id })),
      ),
      (entry) => entry.sectionId,
    );
    const cardById = new Map(firstCards.map((card) => [card.id, card]));
    const filled = sections.map((section): SectionRecord => {
      const head = { id: section.id, title: section.title };
      switch (section.type) {
        case 'products-swimlane':
          return {
            ...head,
            type: 'products-swimlane',
            total: products.get(section.id)?.length ?? 0,
            products: (cardsBySection.get(section.id) ?? []).flatMap((entry) => {
              const card = cardById.get(entry.id);
              return card ? [card] : [];
            }),
          };
        case 'item-sets':
          return { ...head, type: 'item-sets', elements: elements.get(section.id) ?? [] };
        case 'category-list':
          return { ...head, type: 'category-list', categories: categories.get(section.id) ?? [] };
      }
    });
    return { ...screen, sections: filled };
  }

  async #swimlaneProducts(catalogId: string, sectionIds: readonly string[]) {
    if (sectionIds.length === 0) return new Map<string, never[]>();
    const rows = await swimlaneProducts(this.#db, catalogId, sectionIds)
      .select([...CARD_COLUMNS, 'section_products.section_id'])
      .orderBy('section_products.section_id')
      .orderBy('section_products.position')
      .execute();
    return groupBy(rows, (row) => row.section_id);
  }

  async #categories(sectionIds: readonly string[]): Promise<Map<string, CategoryRecord[]>> {
    if (sectionIds.length === 0) return new Map();
    const rows = await this.#db
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
      .execute();
    const grouped = groupBy(rows, (row) => row.section_id);
    return new Map(
      [...grouped].map(([sectionId, list]) => [
        sectionId,
        list.map((r) => ({ id: r.id, slug: r.slug, name: r.name, parentId: r.parent_id })),
      ]),
    );
  }

  async #elements(sectionIds: readonly string[]): Promise<Map<string, SectionElementRecord[]>> {
    if (sectionIds.length === 0) return new Map();
    const rows = await this.#db
      .selectFrom('section_elements')
      .select(['section_id', 'label', 'slug', 'deeplink'])
      .where('section_id', 'in', sectionIds)
      .orderBy('section_id')
      .orderBy('position')
      .execute();
    const grouped = groupBy(rows, (row) => row.section_id);
    return new Map(
      [...grouped].map(([sectionId, list]) => [
        sectionId,
        list.map((r) => ({ label: r.label, slug: r.slug, deeplink: r.deeplink })),
      ]),
    );
  }
}
