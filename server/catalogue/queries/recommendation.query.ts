import { type Kysely, sql } from 'kysely';
import type { DatabaseSchema } from '#server/db/schema';
import { loadCards, type ProductCardRecord } from './product-card.query';
import { averageRating } from './product-order';

/** The longest list of products recommended after one product. */
export const MAX_RECOMMENDATIONS = 100;

/** What to hear after a product. */
export class RecommendationQueries {
  readonly #db: Kysely<DatabaseSchema>;

  constructor(deps: { readonly db: Kysely<DatabaseSchema> }) {
    this.#db = deps.db;
  }

  /**
   * Products to hear after this one, at most 100: the next volume of each cycle it belongs to first, then products
   * sharing its main category, then products sharing any other of its categories, each group best rated first.
   * Never the product itself nor a cycle it belongs to. Null when the catalogue has no such product.
   */
  async recommendAfter(catalogId: string, productId: string): Promise<readonly ProductCardRecord[] | null> {
    const product = await this.#db
      .selectFrom('products')
      .select('id')
      .where('id', '=', productId)
      .where('catalog_id', '=', catalogId)
      .executeTakeFirst();
    if (!product) return null;

    const nextVolumes = await this.#db
      .selectFrom('cycle_volumes as current')
      .innerJoin('cycle_volumes as next', (join) =>
        join
          .onRef('next.cycle_id', '=', 'current.cycle_id')
          .on('next.position', '=', sql<number>`${sql.ref('current.position')} + 1`),
      )
      .select('next.volume_id')
      .where('current.volume_id', '=', productId)
      .orderBy('current.cycle_id')
      .execute();

    const related = await this.#db
      .selectFrom('product_categories as mine')
      .innerJoin('product_categories as theirs', 'theirs.category_id', 'mine.category_id')
      .innerJoin('products', 'products.id', 'theirs.product_id')
      .select((eb) => [
        'products.id',
        // 0 when it shares the product's main category (listed first), 1 when it shares only another one.
        eb.fn.min(sql<number>`case when ${sql.ref('mine.position')} = 0 then 0 else 1 end`).as('closeness'),
      ])
      .where('mine.product_id', '=', productId)
      .where('theirs.product_id', '<>', productId)
      .where('products.catalog_id', '=', catalogId)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('cycle_volumes')
              .select('cycle_volumes.cycle_id')
              .whereRef('cycle_volumes.cycle_id', '=', 'products.id')
              .where('cycle_volumes.volume_id', '=', productId),
          ),
        ),
      )
      .groupBy(['products.id', 'products.rating_sum', 'products.rating_count'])
      .orderBy('closeness')
      .orderBy(averageRating(), 'desc')
      .orderBy('products.rating_count', 'desc')
      .orderBy('products.id')
      .limit(MAX_RECOMMENDATIONS)
      .execute();

    const ids = [...new Set([...nextVolumes.map((v) => v.volume_id), ...related.map((r) => r.id)])].filter(
      (id) => id !== productId,
    );
    return loadCards(this.#db, catalogId, ids.slice(0, MAX_RECOMMENDATIONS));
  }
}
