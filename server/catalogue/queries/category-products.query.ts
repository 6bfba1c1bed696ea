import type { Kysely } from 'kysely';
import type { CategoryRecord } from '../category-repository.port';
import type { DatabaseSchema } from '#server/db/schema';
import type { Page, PageRequest } from './page';
import type { ProductCardRecord } from './product-card.query';
import { listProductCards } from './product-listing.query';
import type { ProductOrder } from './product-order';

/** A category and the ids of it and of every category below it. */
export interface CategoryWithSubtree {
  readonly category: CategoryRecord;
  readonly subtreeIds: readonly string[];
}

/** The category named by id (else by slug) among the catalogue's categories, with its descendants; null if none. */
export const findSubtree = (categories: readonly CategoryRecord[], idOrSlug: string): CategoryWithSubtree | null => {
  const category = categories.find((c) => c.id === idOrSlug) ?? categories.find((c) => c.slug === idOrSlug);
  if (!category) return null;
  const children = new Map<string, string[]>();
  for (const c of categories) {
    if (c.parentId === null) continue;
    const siblings = children.get(c.parentId);
    if (siblings) siblings.push(c.id);
    else children.set(c.parentId, [c.id]);
  }
  const subtree = new Set<string>();
  const visit = [category.id];
  // Each id is visited once, so a cycle in bad data cannot loop forever.
  for (let id = visit.pop(); id !== undefined; id = visit.pop()) {
    if (subtree.has(id)) continue;
    subtree.add(id);
    visit.push(...(children.get(id) ?? []));
  }
  return { category, subtreeIds: [...subtree] };
};

/** `/categories/{id}/products`: the products listed under any category of a subtree. */
export class CategoryProductQueries {
  readonly #db: Kysely<DatabaseSchema>;

  constructor(deps: { readonly db: Kysely<DatabaseSchema> }) {
    this.#db = deps.db;
  }

  /** One page of the catalogue's products in any of the categories, each product once, in the requested order. */
  async listProducts(input: {
    readonly catalogId: string;
    readonly categoryIds: readonly string[];
    readonly order: ProductOrder;
    readonly page: PageRequest;
  }): Promise<Page<ProductCardRecord>> {
    if (input.categoryIds.length === 0) return { items: [], total: 0 };
    return listProductCards(this.#db, {
      catalogId: input.catalogId,
      // Driven from the categories' index: an EXISTS per product would walk every product of the market.
      filter: (eb) =>
        eb(
          'products.id',
          'in',
          eb
            .selectFrom('product_categories')
            .select('product_categories.product_id')
            .where('product_categories.category_id', 'in', input.categoryIds),
        ),
      order: input.order,
      page: input.page,
    });
  }
}
