import type { Kysely, Selectable } from 'kysely';
import type { DatabaseSchema, ReviewTable } from '#server/db/schema';
import { reviewerHeardTitle } from '#server/library/verified-listener';
import type { Page } from './queries/page';
import type { ReviewRecord, ReviewRepository } from './review-repository.port';

const toRecord = (row: Selectable<ReviewTable> & { readonly verified_listener: unknown }): ReviewRecord => ({
  id: row.id,
  productId: row.product_id,
  userId: row.user_id,
  rating: row.rating,
  review: row.review,
  authorSignature: row.author_signature,
  createdAt: row.created_at,
  verifiedListener: Boolean(row.verified_listener),
});

/** Reviews on Kysely: the same queries on SQLite and PostgreSQL. */
export class KyselyReviewRepository implements ReviewRepository {
  readonly #db: Kysely<DatabaseSchema>;

  constructor(deps: { readonly db: Kysely<DatabaseSchema> }) {
    this.#db = deps.db;
  }

  async listByProduct(
    catalogId: string,
    productId: string,
    page: { readonly page: number; readonly limit: number },
  ): Promise<Page<ReviewRecord>> {
    const written = this.#db
      .selectFrom('reviews')
      .innerJoin('products', 'products.id', 'reviews.product_id')
      .where('products.catalog_id', '=', catalogId)
      .where('reviews.product_id', '=', productId)
      .where('reviews.review', 'is not', null);
    const [total, rows] = await Promise.all([
      written.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
      written
        .selectAll('reviews')
        .select((eb) => reviewerHeardTitle(eb).as('verified_listener'))
        .orderBy('reviews.created_at', 'desc')
        .orderBy('reviews.id')
        .limit(page.limit)
        .offset((Math.max(1, page.page) - 1) * page.limit)
        .execute(),
    ]);
    return { items: rows.map(toRecord), total: Number(total.n) };
  }
}
