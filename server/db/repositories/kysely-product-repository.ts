import { type Kysely, sql } from 'kysely';
import type { DatabaseSchema } from '../schema';
import type { Page, ProductListQuery, ProductRecord, ProductRepository } from './product.repository';
import { productsOf, toProductRecords } from './product-rows';

const LINKS = {
  authorId: 'product_authors',
  lectorId: 'product_lectors',
  publisherId: 'product_publishers',
} as const;

/** Products on Kysely: the same queries on SQLite and PostgreSQL. */
export class KyselyProductRepository implements ProductRepository {
  readonly #db: Kysely<DatabaseSchema>;

  constructor(deps: { readonly db: Kysely<DatabaseSchema> }) {
    this.#db = deps.db;
  }

  async findById(catalogId: string, id: string): Promise<ProductRecord | null> {
    const rows = await productsOf(this.#db, catalogId).where('products.id', '=', id).execute();
    return (await toProductRecords(this.#db, rows))[0] ?? null;
  }

  async findBySlug(catalogId: string, slug: string): Promise<ProductRecord | null> {
    const rows = await productsOf(this.#db, catalogId).where('products.slug', '=', slug).execute();
    return (await toProductRecords(this.#db, rows))[0] ?? null;
  }

  async findByIds(catalogId: string, ids: readonly string[]): Promise<readonly ProductRecord[]> {
    if (ids.length === 0) return [];
    const rows = await productsOf(this.#db, catalogId)
      .where('products.id', 'in', [...new Set(ids)])
      .execute();
    const byId = new Map((await toProductRecords(this.#db, rows)).map((record) => [record.id, record]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  async list(catalogId: string, query: ProductListQuery): Promise<Page<ProductRecord>> {
    let filtered = this.#db.selectFrom('products').where('products.catalog_id', '=', catalogId);
    if (query.type) filtered = filtered.where('products.type', '=', query.type);
    if (query.categoryId) {
      const categoryId = query.categoryId;
      filtered = filtered.where((eb) =>
        eb.exists(
          eb
            .selectFrom('product_categories')
            .select('product_categories.product_id')
            .whereRef('product_categories.product_id', '=', 'products.id')
            .where('product_categories.category_id', '=', categoryId),
        ),
      );
    }
    for (const [key, link] of Object.entries(LINKS) as [keyof typeof LINKS, (typeof LINKS)[keyof typeof LINKS]][]) {
      const personId = query[key];
      if (!personId) continue;
      filtered = filtered.where((eb) =>
        eb.exists(
          eb
            .selectFrom(`${link} as l` as 'product_authors as l')
            .select('l.product_id')
            .whereRef('l.product_id', '=', 'products.id')
            .where('l.person_id', '=', personId),
        ),
      );
    }
    const total = await filtered.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const ids = filtered.select('products.id');
    let listed = productsOf(this.#db, catalogId).where('products.id', 'in', ids);
    switch (query.sort ?? 'published') {
      case 'published':
        listed = listed.orderBy('products.published_at', 'desc');
        break;
      case 'popularity':
        listed = listed.orderBy('products.rating_count', 'desc');
        break;
      case 'rating':
        // Exact on both databases: compare sum / count without floating columns.
        listed = listed.orderBy(
          sql`case when ${sql.ref('products.rating_count')} = 0 then 0 else ${sql.ref('products.rating_sum')} * 1.0 / ${sql.ref('products.rating_count')} end`,
          'desc',
        );
        break;
      case 'name':
        listed = listed.orderBy('products.name');
        break;
    }
    const rows = await listed
      .orderBy('products.id')
      .limit(query.limit)
      .offset((Math.max(1, query.page) - 1) * query.limit)
      .execute();
    return { items: await toProductRecords(this.#db, rows), total: Number(total.n) };
  }
}
