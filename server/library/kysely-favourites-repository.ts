import { type Kysely, sql } from 'kysely';
import { countOf, offsetOf, type Page, type PageRequest } from '../catalogue/queries/page';
import {
  CARD_COLUMNS,
  cardsOf,
  type ProductCardRecord,
  sellableProducts,
} from '../catalogue/queries/product-card.query';
import type { DatabaseSchema } from '../db/schema';
import type { FavouritesRepository } from './favourites-repository.port';

/** A user's favourite products in the database. */
export class KyselyFavouritesRepository implements FavouritesRepository {
  readonly #db: Kysely<DatabaseSchema>;

  constructor(deps: { readonly db: Kysely<DatabaseSchema> }) {
    this.#db = deps.db;
  }

  /** Adds the products; ones already there keep the moment they were first added (a retry changes nothing). */
  async add(userId: string, productIds: readonly string[], now: Date): Promise<void> {
    const ids = [...new Set(productIds)];
    if (ids.length === 0) return;
    await this.#db
      .insertInto('favourites')
      .values(ids.map((product_id) => ({ user_id: userId, product_id, created_at: now.toISOString() })))
      .onConflict((oc) => oc.columns(['user_id', 'product_id']).doNothing())
      .execute();
  }

  /** Removes the products; ones that were not favourites are left alone. */
  async remove(userId: string, productIds: readonly string[]): Promise<void> {
    if (productIds.length === 0) return;
    await this.#db
      .deleteFrom('favourites')
      .where('user_id', '=', userId)
      .where('product_id', 'in', [...new Set(productIds)])
      .execute();
  }

  /** Which of the products are the user's favourites. */
  async favouriteAmong(userId: string, productIds: readonly string[]): Promise<ReadonlySet<string>> {
    if (productIds.length === 0) return new Set();
    const rows = await this.#db
      .selectFrom('favourites')
      .select('product_id')
      .where('user_id', '=', userId)
      .where('product_id', 'in', [...new Set(productIds)])
      .execute();
    return new Set(rows.map((row) => row.product_id));
  }

  /** One page of the user's favourites that are for sale in the catalogue, the latest added first. */
  async page(userId: string, catalogId: string, request: PageRequest): Promise<Page<ProductCardRecord>> {
    const base = sellableProducts(this.#db, catalogId)
      .innerJoin('favourites', 'favourites.product_id', 'products.id')
      .where('favourites.user_id', '=', userId);
    const [rows, count] = await Promise.all([
      base
        .select(CARD_COLUMNS)
        .orderBy('favourites.created_at', 'desc')
        .orderBy('products.id')
        .limit(request.limit)
        .offset(offsetOf(request))
        .execute(),
      base.select(sql<number>`count(*)`.as('total')).executeTakeFirst(),
    ]);
    return { items: await cardsOf(this.#db, rows), total: countOf(count) };
  }
}
