import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import { ratingDelta, withdrawRating } from './rating-totals';
import { reviewerHeardTitle } from './verified-listener';
import type { RatingInput, UserReviewRecord, UserReviewRepository } from './user-review-repository.port';

/** Users' ratings and reviews in the database, one per user and product, with the product's totals kept exact. */
export class KyselyUserReviewRepository implements UserReviewRepository {
  readonly #db: Kysely<DatabaseSchema>;

  constructor(deps: { readonly db: Kysely<DatabaseSchema> }) {
    this.#db = deps.db;
  }

  /** The user's review of the product, if any. */
  find(userId: string, productId: string): Promise<UserReviewRecord | undefined> {
    return readReview(this.#db, userId, productId);
  }

  /**
   * Writes the user's rating (and text) of a product of the catalogue and moves the product's rating totals by the
   * difference, in one transaction. Locking the product row first makes concurrent ratings of one product take
   * turns, so the totals stay exact. Answers undefined when the catalogue has no such product.
   */
  async rate(catalogId: string, input: RatingInput): Promise<UserReviewRecord | undefined> {
    const at = input.now.toISOString();
    return this.#db.transaction().execute(async (trx) => {
      const locked = await trx
        .updateTable('products')
        .set((eb) => ({ rating_count: eb.ref('rating_count') }))
        .where('id', '=', input.productId)
        .where('catalog_id', '=', catalogId)
        .executeTakeFirst();
      if (Number(locked.numUpdatedRows) === 0) return undefined;
      const existing = await trx
        .selectFrom('reviews')
        .select(['id', 'rating'])
        .where('user_id', '=', input.userId)
        .where('product_id', '=', input.productId)
        .executeTakeFirst();
      const text = input.text ? { review: input.text.review, author_signature: input.text.authorSignature } : {};
      if (existing)
        await trx
          .updateTable('reviews')
          .set({ rating: input.rating, created_at: at, ...text })
          .where('id', '=', existing.id)
          .execute();
      else
        await trx
          .insertInto('reviews')
          .values({
            id: randomUUID(),
            product_id: input.productId,
            user_id: input.userId,
            rating: input.rating,
            review: input.text?.review ?? null,
            author_signature: input.text?.authorSignature ?? null,
            created_at: at,
          })
          .execute();
      const delta = ratingDelta(existing?.rating ?? null, input.rating);
      await trx
        .updateTable('products')
        .set((eb) => ({
          rating_sum: eb('rating_sum', '+', delta.sum),
          rating_count: eb('rating_count', '+', delta.count),
        }))
        .where('id', '=', input.productId)
        .execute();
      return readReview(trx, input.userId, input.productId);
    });
  }

  /**
   * Deletes the user's review of a product of the catalogue and takes its rating out of the product's totals, in one
   * transaction, the product row locked first as `rate` does. False when the user has no review of it there.
   */
  async remove(catalogId: string, userId: string, productId: string): Promise<boolean> {
    return this.#db.transaction().execute(async (trx) => {
      const locked = await trx
        .updateTable('products')
        .set((eb) => ({ rating_count: eb.ref('rating_count') }))
        .where('id', '=', productId)
        .where('catalog_id', '=', catalogId)
        .executeTakeFirst();
      if (Number(locked.numUpdatedRows) === 0) return false;
      const removed = await trx
        .deleteFrom('reviews')
        .where('user_id', '=', userId)
        .where('product_id', '=', productId)
        .returning('rating')
        .executeTakeFirst();
      if (!removed) return false;
      const delta = withdrawRating({ sum: 0, count: 0 }, removed.rating);
      await trx
        .updateTable('products')
        .set((eb) => ({
          rating_sum: eb('rating_sum', '+', delta.sum),
          rating_count: eb('rating_count', '+', delta.count),
        }))
        .where('id', '=', productId)
        .execute();
      return true;
    });
  }
}

/** A user's review of a product as stored, if any. */
const readReview = async (
  db: Kysely<DatabaseSchema>,
  userId: string,
  productId: string,
): Promise<UserReviewRecord | undefined> => {
  const row = await db
    .selectFrom('reviews')
    .select(['id', 'product_id', 'rating', 'review', 'author_signature', 'created_at'])
    .select((eb) => reviewerHeardTitle(eb).as('verified_listener'))
    .where('user_id', '=', userId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
  return row
    ? {
        id: row.id,
        productId: row.product_id,
        rating: row.rating,
        review: row.review,
        authorSignature: row.author_signature,
        createdAt: row.created_at,
        verifiedListener: Boolean(row.verified_listener),
      }
    : undefined;
};
