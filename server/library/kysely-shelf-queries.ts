import { type Kysely, sql } from 'kysely';
import { countOf, offsetOf, type Page, type PageRequest } from '../catalogue/queries/page';
import {
  CARD_COLUMNS,
  cardsOf,
  type ProductCardRecord,
  sellableProducts,
} from '../catalogue/queries/product-card.query';
import type { DatabaseSchema } from '../db/schema';
import type { RecentlyPlayedRecord, ShelfQueries } from './shelf-queries.port';

/** The user's shelf and recently played titles, queried in the database. */
export class KyselyShelfQueries implements ShelfQueries {
  readonly #db: Kysely<DatabaseSchema>;

  constructor(deps: { readonly db: Kysely<DatabaseSchema> }) {
    this.#db = deps.db;
  }

  /**
   * The shelf: every title the user holds a one-off license for, every free title they started, and every club
   * title they started while the club gave it to them (it stays after the membership ends; its license channels
   * then say CAN_BUY). Only titles for sale in the catalogue; the latest license or playback first.
   */
  async shelf(userId: string, catalogId: string, request: PageRequest): Promise<Page<ProductCardRecord>> {
    const db = this.#db;
    const owned = db
      .selectFrom('licenses')
      .select(['licenses.product_id as product_id', 'licenses.granted_at as at'])
      .where('licenses.user_id', '=', userId);
    const played = db
      .selectFrom('playback_states')
      .innerJoin('products as started', 'started.id', 'playback_states.audiobook_id')
      .select(['playback_states.audiobook_id as product_id', 'playback_states.last_played_at as at'])
      .where('playback_states.user_id', '=', userId)
      .where((eb) => eb.or([eb('playback_states.via_club', '=', 1), eb('started.is_free', '=', 1)]));
    const keys = db
      .selectFrom(owned.unionAll(played).as('entry'))
      .select((eb) => ['entry.product_id', eb.fn.max('entry.at').as('at')])
      .groupBy('entry.product_id');
    const base = sellableProducts(db, catalogId).innerJoin(keys.as('shelf'), 'shelf.product_id', 'products.id');
    const [rows, count] = await Promise.all([
      base
        .select(CARD_COLUMNS)
        .orderBy('shelf.at', 'desc')
        .orderBy('products.id')
        .limit(request.limit)
        .offset(offsetOf(request))
        .execute(),
      base.select(sql<number>`count(*)`.as('total')).executeTakeFirst(),
    ]);
    return { items: await cardsOf(db, rows), total: countOf(count) };
  }

  /** Audiobooks by their last StartPlayback or position save, newest first, each with the saved position. */
  async recentlyPlayed(userId: string, catalogId: string, request: PageRequest): Promise<Page<RecentlyPlayedRecord>> {
    const base = sellableProducts(this.#db, catalogId)
      .innerJoin('playback_states', 'playback_states.audiobook_id', 'products.id')
      .where('playback_states.user_id', '=', userId)
      .innerJoin('audiobooks', 'audiobooks.product_id', 'products.id')
      .where('products.type', '=', 'audiobook');
    const [rows, count] = await Promise.all([
      base
        .select([
          ...CARD_COLUMNS,
          'playback_states.position_ms',
          'playback_states.last_played_at',
          'audiobooks.duration_ms',
        ])
        .orderBy('playback_states.last_played_at', 'desc')
        .orderBy('products.id')
        .limit(request.limit)
        .offset(offsetOf(request))
        .execute(),
      base.select(sql<number>`count(*)`.as('total')).executeTakeFirst(),
    ]);
    const cards = await cardsOf(this.#db, rows);
    return {
      items: rows.map((row, i) => ({
        card: cards[i] as ProductCardRecord,
        positionMs: row.position_ms,
        durationMs: row.duration_ms,
        playedAt: row.last_played_at,
      })),
      total: countOf(count),
    };
  }
}
