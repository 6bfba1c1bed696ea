import type { Kysely } from 'kysely';
import type { DatabaseSchema, ProductType } from '../db/schema';
import type { ChannelPrices } from './license-channels';

/** A product of one market's catalogue as the library rules see it. */
export interface LibraryTitle {
  readonly id: string;
  readonly type: ProductType;
  readonly name: string;
  readonly isFree: boolean;
  readonly inClub: boolean;
  /** Null when the product has no price in the catalogue (not for sale). */
  readonly prices: ChannelPrices | null;
  /** Only for audiobooks. */
  readonly durationMs: number | null;
}

/** Reads products of a market's catalogue for the library: one round trip a title. */
export class KyselyLibraryTitles {
  readonly #db: Kysely<DatabaseSchema>;

  constructor(deps: { readonly db: Kysely<DatabaseSchema> }) {
    this.#db = deps.db;
  }

  /** The product of the catalogue with this id, or undefined (another market's product is unknown here). */
  async find(catalogId: string, productId: string): Promise<LibraryTitle | undefined> {
    const row = await this.#db
      .selectFrom('products as p')
      .leftJoin('product_prices as pp', (join) =>
        join.onRef('pp.product_id', '=', 'p.id').onRef('pp.catalog_id', '=', 'p.catalog_id'),
      )
      .leftJoin('audiobooks as a', 'a.product_id', 'p.id')
      .select([
        'p.id',
        'p.type',
        'p.name',
        'p.is_free',
        'p.is_available_in_subscription',
        'pp.price',
        'pp.discount_price',
        'pp.price_for_subscribers',
        'pp.lowest_price',
        'a.duration_ms',
      ])
      .where('p.catalog_id', '=', catalogId)
      .where('p.id', '=', productId)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      id: row.id,
      type: row.type,
      name: row.name,
      isFree: row.is_free === 1,
      inClub: row.is_available_in_subscription === 1,
      prices:
        row.price === null
          ? null
          : {
              price: row.price,
              discountPrice: row.discount_price,
              priceForSubscribers: row.price_for_subscribers,
              lowestPrice: row.lowest_price,
            },
      durationMs: row.type === 'audiobook' ? row.duration_ms : null,
    };
  }

  /** The audiobook of the catalogue with this id, or undefined for an unknown id or another type of product. */
  async findAudiobook(catalogId: string, productId: string): Promise<LibraryTitle | undefined> {
    const title = await this.find(catalogId, productId);
    return title?.type === 'audiobook' ? title : undefined;
  }

  /** Which of the ids name products of the catalogue. */
  async existing(catalogId: string, productIds: readonly string[]): Promise<ReadonlySet<string>> {
    if (productIds.length === 0) return new Set();
    const rows = await this.#db
      .selectFrom('products')
      .select('id')
      .where('catalog_id', '=', catalogId)
      .where('id', 'in', [...new Set(productIds)])
      .execute();
    return new Set(rows.map((row) => row.id));
  }

  /** Whether the user holds a one-off license for the product. */
  async hasLicense(userId: string, productId: string): Promise<boolean> {
    const row = await this.#db
      .selectFrom('licenses')
      .select('id')
      .where('user_id', '=', userId)
      .where('product_id', '=', productId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The account's associated devices, for the streaming-device rule. */
  async devicesOf(userId: string) {
    const rows = await this.#db
      .selectFrom('associated_devices')
      .select(['device_id', 'first_seen_at', 'removed_at'])
      .where('user_id', '=', userId)
      .execute();
    return rows.map((row) => ({
      deviceId: row.device_id,
      firstSeenAt: row.first_seen_at,
      removed: row.removed_at !== null,
    }));
  }
}
