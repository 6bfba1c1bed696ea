import { type Kysely, sql } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import type { PromoCodeUses } from './promo-code-uses.port';

/** Promo code uses read from the orders: an order keeps the code it was paid with (`orders.promo_code`). */
export class KyselyPromoCodeUses implements PromoCodeUses {
  readonly #db: Kysely<DatabaseSchema>;

  constructor(deps: { readonly db: Kysely<DatabaseSchema> }) {
    this.#db = deps.db;
  }

  async hasUsed(userId: string, catalogId: string, code: string): Promise<boolean> {
    const paid = await this.#db
      .selectFrom('orders')
      .select(sql.lit(1).as('used'))
      .where('user_id', '=', userId)
      .where('catalog_id', '=', catalogId)
      .where('promo_code', '=', code)
      .where('status', '=', 'paid')
      .limit(1)
      .executeTakeFirst();
    return paid !== undefined;
  }
}
