import type { Kysely } from 'kysely';
import type { PromoDiscount } from '#domain/pricing/promo-code';
import { epochMs } from '#domain/shared/time';
import { loadCards } from '../../catalogue/queries/product-card.query';
import type { DatabaseSchema } from '../../db/schema';
import { storedAmount, storedAmountOrNull } from '../stored-amount';
import type { CartProduct, CartRepository, PromoCode, StoredCart } from './cart-repository.port';

interface PromoCodeRow {
  readonly id: string;
  readonly code: string;
  readonly percent_off: number | null;
  readonly amount_off: number | null;
  readonly expires_at: string | null;
}

// The table's check keeps exactly one of the two set.
const discountOf = (row: PromoCodeRow): PromoDiscount =>
  row.percent_off !== null
    ? { kind: 'percent', percent: row.percent_off }
    : { kind: 'amount', amount: storedAmount(row.amount_off ?? 0) };

const promoCodeOf = (row: PromoCodeRow): PromoCode => ({
  id: row.id,
  code: row.code,
  discount: discountOf(row),
  expiresAt: row.expires_at === null ? null : epochMs(Date.parse(row.expires_at)),
});

const PROMO_COLUMNS = ['id', 'code', 'percent_off', 'amount_off', 'expires_at'] as const;

/** The carts of every user in SQL: `cart_items` and `cart_promo_codes`, keyed by user and catalogue. */
export class KyselyCartRepository implements CartRepository {
  constructor(private readonly deps: { readonly db: Kysely<DatabaseSchema> }) {}

  async findProduct(catalogId: string, referenceId: string): Promise<string | null> {
    const product = await this.deps.db
      .selectFrom('products')
      .innerJoin('product_prices', (join) =>
        join
          .onRef('product_prices.product_id', '=', 'products.id')
          .onRef('product_prices.catalog_id', '=', 'products.catalog_id'),
      )
      .select('products.id')
      .where('products.catalog_id', '=', catalogId)
      .where('products.reference_id', '=', referenceId)
      .executeTakeFirst();
    return product?.id ?? null;
  }

  async add(userId: string, catalogId: string, productId: string, at: Date): Promise<void> {
    await this.deps.db
      .insertInto('cart_items')
      .values({ user_id: userId, product_id: productId, catalog_id: catalogId, added_at: at.toISOString() })
      .onConflict((oc) => oc.columns(['user_id', 'product_id']).doNothing())
      .execute();
  }

  async remove(userId: string, productId: string): Promise<boolean> {
    const result = await this.deps.db
      .deleteFrom('cart_items')
      .where('user_id', '=', userId)
      .where('product_id', '=', productId)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  async removeProducts(userId: string, productIds: readonly string[]): Promise<void> {
    if (productIds.length === 0) return;
    await this.deps.db
      .deleteFrom('cart_items')
      .where('user_id', '=', userId)
      .where('product_id', 'in', [...productIds])
      .execute();
  }

  async findPromoCode(catalogId: string, code: string): Promise<PromoCode | null> {
    const row = await this.deps.db
      .selectFrom('promo_codes')
      .select(PROMO_COLUMNS)
      .where('catalog_id', '=', catalogId)
      .where('code', '=', code)
      .executeTakeFirst();
    return row ? promoCodeOf(row) : null;
  }

  async applyPromoCode(userId: string, catalogId: string, promoCodeId: string, at: Date): Promise<void> {
    const appliedAt = at.toISOString();
    await this.deps.db
      .insertInto('cart_promo_codes')
      .values({ user_id: userId, catalog_id: catalogId, promo_code_id: promoCodeId, applied_at: appliedAt })
      .onConflict((oc) =>
        oc.columns(['user_id', 'catalog_id']).doUpdateSet({ promo_code_id: promoCodeId, applied_at: appliedAt }),
      )
      .execute();
  }

  async removePromoCode(userId: string, catalogId: string): Promise<void> {
    await this.deps.db
      .deleteFrom('cart_promo_codes')
      .where('user_id', '=', userId)
      .where('catalog_id', '=', catalogId)
      .execute();
  }

  async read(userId: string, catalogId: string): Promise<StoredCart> {
    const { db } = this.deps;
    const [items, promo] = await Promise.all([
      db
        .selectFrom('cart_items')
        .select('product_id')
        .where('user_id', '=', userId)
        .where('catalog_id', '=', catalogId)
        .orderBy('added_at')
        .orderBy('product_id')
        .execute(),
      db
        .selectFrom('cart_promo_codes')
        .innerJoin('promo_codes', 'promo_codes.id', 'cart_promo_codes.promo_code_id')
        .select([
          'promo_codes.id',
          'promo_codes.code',
          'promo_codes.percent_off',
          'promo_codes.amount_off',
          'promo_codes.expires_at',
        ])
        .where('cart_promo_codes.user_id', '=', userId)
        .where('cart_promo_codes.catalog_id', '=', catalogId)
        .executeTakeFirst(),
    ]);
    const cards = await loadCards(
      db,
      catalogId,
      items.map((item) => item.product_id),
    );
    const products = cards.map(
      (card): CartProduct => ({
        card,
        prices: {
          price: storedAmount(card.prices.price),
          discountPrice: storedAmountOrNull(card.prices.discountPrice),
          priceForSubscribers: storedAmountOrNull(card.prices.priceForSubscribers),
          lowestPrice: storedAmountOrNull(card.prices.lowestPrice),
        },
      }),
    );
    return { products, promo: promo ? promoCodeOf(promo) : null };
  }
}
