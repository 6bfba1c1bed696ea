import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { DatabaseSchema, ReviewTable } from '../schema';
import type { Page } from '../queries/page';
import { InvalidRatingError, type RatingInput, type ReviewRecord, type ReviewRepository } from './review.repository';

const toRecord = (row: Selectable<ReviewTable>): ReviewRecord => ({
  id: row.id,
  productId: row.product_id,
  userId: row.user_id,
  rating: row.rating,
  review: row.review,
  authorSignature: row.author_signature,
  createdAt: row.created_at,
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
        .orderBy('reviews.created_at', 'desc')
        .orderBy('reviews.id')
        .limit(page.limit)
        .offset((Math.max(1, page.page) - 1) * page.limit)
        .execute(),
    ]);
    return { items: rows.map(toRecord), total: Number(total.n) };
  }

  async findByUser(productId: string, userId: string): Promise<ReviewRecord | null> {
    const row = await this.#db
      .selectFrom('reviews')
      .selectAll()
      .where('product_id', '=', productId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  async save(input: RatingInput): Promise<boolean> {
    if (!Number.isInteger(input.rating) || input.rating < 1 || input.rating > 5)
      throw new InvalidRatingError(`A rating is an integer from 1 to 5, not ${input.rating}`);
    return this.#db.transaction().execute(async (trx) => {
      const product = await trx
        .selectFrom('products')
        .select('id')
        .where('id', '=', input.productId)
        .executeTakeFirst();
      if (!product) return false;
      const existing = await trx
        .selectFrom('reviews')
        .select(['id', 'rating'])
        .where('product_id', '=', input.productId)
        .where('user_id', '=', input.userId)
        .executeTakeFirst();
      if (existing) {
        await trx
          .updateTable('reviews')
          .set({
            rating: input.rating,
            created_at: input.now,
            ...(input.review === undefined ? {} : { review: input.review }),
            ...(input.authorSignature === undefined ? {} : { author_signature: input.authorSignature }),
          })
          .where('id', '=', existing.id)
          .execute();
        await trx
          .updateTable('products')
          .set((eb) => ({ rating_sum: eb('rating_sum', '+', input.rating - existing.rating) }))
          .where('id', '=', input.productId)
          .execute();
      } else {
        await trx
          .insertInto('reviews')
          .values({
            id: randomUUID(),
            product_id: input.productId,
            user_id: input.userId,
            rating: input.rating,
            review: input.review ?? null,
            author_signature: input.authorSignature ?? null,
            created_at: input.now,
          })
          .execute();
        await trx
          .updateTable('products')
          .set((eb) => ({ rating_sum: eb('rating_sum', '+', input.rating), rating_count: eb('rating_count', '+', 1) }))
          .where('id', '=', input.productId)
          .execute();
      }
      return true;
    });
  }
}
