import type { Kysely } from 'kysely';
import { toMinorUnits } from '#domain/pricing/minor-units';
import type { DatabaseSchema } from '../db/schema';
import type { LibraryTitle, LibraryTitles } from './library-titles.port';

const orNull = (value: number | null): ReturnType<typeof toMinorUnits> => (value === null ? null : toMinorUnits(value));

/** Reads products of a market's catalogue and one-off licenses for the library: one round trip a title. */
export class KyselyLibraryTitles implements LibraryTitles {
  readonly #db: Kysely<DatabaseSchema>;

  constructor(deps: { readonly db: Kysely<DatabaseSchema> }) {
    this.#db = deps.db;
  }

  async find(catalogId: string, productId: string): Promise<LibraryTitle | undefined> {
    return (await this.#find(catalogId, productId))?.title;
  }

  async findAudiobook(catalogId: string, productId: string): Promise<LibraryTitle | undefined> {
    const found = await this.#find(catalogId, productId);
    return found?.type === 'audiobook' ? found.title : undefined;
  }

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

  async hasLicense(userId: string, productId: string): Promise<boolean> {
    const row = await this.#db
      .selectFrom('licenses')
      .select('id')
      .where('user_id', '=', userId)
      .where('product_id', '=', productId)
      .executeTakeFirst();
    return row !== undefined;
  }

  async #find(catalogId: string, productId: string) {
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
    const price = orNull(row.price);
    const title: LibraryTitle = {
      id: row.id,
      name: row.name,
      isFree: row.is_free === 1,
      inClub: row.is_available_in_subscription === 1,
      prices:
        price === null
          ? null
          : {
              price,
              discountPrice: orNull(row.discount_price),
              priceForSubscribers: orNull(row.price_for_subscribers),
              lowestPrice: orNull(row.lowest_price),
            },
      durationMs: row.type === 'audiobook' ? row.duration_ms : null,
    };
    return { type: row.type, title };
  }
}
