import type { Kysely } from 'kysely';
import type { Market } from '#domain/market/market';
import { ApiError, notFoundError } from '../../http/api-error';
import type { DatabaseSchema } from '../../db/schema';
import { isPromoCodeValid, normalisePromoCode } from '../pricing/promo-discount';

// A cart id is a reference id without its market prefix (spec §7): a slug.
const CART_PRODUCT_ID = /^[a-z0-9][a-z0-9-]{0,150}$/i;

/** The carts of every user, each keyed by its owner's id and the market's catalogue. */
export class KyselyCartRepository {
  constructor(private readonly deps: { readonly db: Kysely<DatabaseSchema> }) {}

  /**
   * Adds a title by its cart id (`pan-tadeusz` for `pl_pan-tadeusz`); adding it again changes nothing. An unknown
   * title is a 404 and one the user already owns a 409 `ALREADY_OWNED`.
   */
  async add(userId: string, market: Market, cartProductId: string, now: Date): Promise<void> {
    const { db } = this.deps;
    if (!CART_PRODUCT_ID.test(cartProductId)) throw notFoundError('Product');
    const product = await db
      .selectFrom('products')
      .innerJoin('product_prices', (join) =>
        join
          .onRef('product_prices.product_id', '=', 'products.id')
          .onRef('product_prices.catalog_id', '=', 'products.catalog_id'),
      )
      .select('products.id')
      .where('products.catalog_id', '=', market.catalogId)
      .where('products.reference_id', '=', `${market.locale}_${cartProductId.toLowerCase()}`)
      .executeTakeFirst();
    if (!product) throw notFoundError('Product');
    const owned = await db
      .selectFrom('licenses')
      .select('id')
      .where('user_id', '=', userId)
      .where('product_id', '=', product.id)
      .executeTakeFirst();
    if (owned) throw new ApiError(409, 'ALREADY_OWNED', 'The title is already yours');
    await db
      .insertInto('cart_items')
      .values({ user_id: userId, product_id: product.id, catalog_id: market.catalogId, added_at: now.toISOString() })
      .onConflict((oc) => oc.columns(['user_id', 'product_id']).doNothing())
      .execute();
  }

  /** Takes a title out of the user's cart; one that is not in it is a 404. */
  async remove(userId: string, productId: string): Promise<void> {
    const result = await this.deps.db
      .deleteFrom('cart_items')
      .where('user_id', '=', userId)
      .where('product_id', '=', productId)
      .executeTakeFirst();
    if (result.numDeletedRows === 0n) throw notFoundError('Cart item');
  }

  /**
   * Applies a promo code of the market to the user's cart, replacing any other. A code of another market is unknown
   * here; both it and an expired code answer 422 with the field error on `code`.
   */
  async applyPromoCode(userId: string, market: Market, typed: string, now: Date): Promise<void> {
    const { db } = this.deps;
    const promo = await db
      .selectFrom('promo_codes')
      .select(['id', 'expires_at'])
      .where('catalog_id', '=', market.catalogId)
      .where('code', '=', normalisePromoCode(typed))
      .executeTakeFirst();
    if (!promo)
      throw new ApiError(422, 'PROMO_CODE_INVALID', 'Unknown promo code', [{ property: 'code', code: 'NOT_FOUND' }]);
    if (!isPromoCodeValid(promo.expires_at, now))
      throw new ApiError(422, 'PROMO_CODE_INVALID', 'The promo code has expired', [
        { property: 'code', code: 'EXPIRED' },
      ]);
    await db
      .insertInto('cart_promo_codes')
      .values({ user_id: userId, catalog_id: market.catalogId, promo_code_id: promo.id, applied_at: now.toISOString() })
      .onConflict((oc) =>
        oc.columns(['user_id', 'catalog_id']).doUpdateSet({ promo_code_id: promo.id, applied_at: now.toISOString() }),
      )
      .execute();
  }

  /** Takes the promo code off the user's cart in the market. */
  async removePromoCode(userId: string, market: Market): Promise<void> {
    await this.deps.db
      .deleteFrom('cart_promo_codes')
      .where('user_id', '=', userId)
      .where('catalog_id', '=', market.catalogId)
      .execute();
  }
}
