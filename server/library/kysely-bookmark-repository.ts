import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { countOf, offsetOf, type Page, type PageRequest } from '../catalogue/queries/page';
import type { BookmarkTable } from '../db/tables/library.tables';
import type { DatabaseSchema } from '../db/schema';
import type { BookmarkRecord, BookmarkRepository, NewBookmark } from './bookmark-repository.port';

const COLUMNS = ['id', 'audiobook_id', 'position_ms', 'note', 'created_at', 'updated_at'] as const;

const recordOf = (row: Pick<BookmarkTable, (typeof COLUMNS)[number]>): BookmarkRecord => ({
  id: row.id,
  audiobookId: row.audiobook_id,
  positionMs: row.position_ms,
  note: row.note,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** A user's bookmarks in the database. */
export class KyselyBookmarkRepository implements BookmarkRepository {
  readonly #db: Kysely<DatabaseSchema>;

  constructor(deps: { readonly db: Kysely<DatabaseSchema> }) {
    this.#db = deps.db;
  }

  /** The ids of the catalogue's titles: a bookmark is reached only through the market of its title. */
  #titlesOf(catalogId: string) {
    return this.#db.selectFrom('products').select('products.id').where('products.catalog_id', '=', catalogId);
  }

  /** Counts and adds in one transaction holding the account's row, so two adds at once count each other. */
  add(bookmark: NewBookmark, limit: number): Promise<BookmarkRecord | null> {
    return this.#db.transaction().execute(async (trx) => {
      // A write to the account's row holds it until commit on PostgreSQL (SQLite runs one writer anyway). It changes nothing.
      await trx
        .updateTable('users')
        .set((eb) => ({ created_at: eb.ref('created_at') }))
        .where('id', '=', bookmark.userId)
        .execute();
      const kept = await trx
        .selectFrom('bookmarks')
        .select(sql<number>`count(*)`.as('total'))
        .where('user_id', '=', bookmark.userId)
        .where('audiobook_id', '=', bookmark.audiobookId)
        .executeTakeFirst();
      if (countOf(kept) >= limit) return null;
      const at = bookmark.now.toISOString();
      const row = {
        id: randomUUID(),
        user_id: bookmark.userId,
        audiobook_id: bookmark.audiobookId,
        position_ms: bookmark.positionMs,
        note: bookmark.note,
        created_at: at,
        updated_at: at,
      };
      await trx.insertInto('bookmarks').values(row).execute();
      return recordOf(row);
    });
  }

  async editNote(input: {
    readonly userId: string;
    readonly catalogId: string;
    readonly bookmarkId: string;
    readonly note: string | null;
    readonly now: Date;
  }): Promise<BookmarkRecord | null> {
    const row = await this.#db
      .updateTable('bookmarks')
      .set({ note: input.note, updated_at: input.now.toISOString() })
      .where('id', '=', input.bookmarkId)
      .where('user_id', '=', input.userId)
      .where('audiobook_id', 'in', this.#titlesOf(input.catalogId))
      .returning(COLUMNS)
      .executeTakeFirst();
    return row ? recordOf(row) : null;
  }

  async remove(userId: string, catalogId: string, bookmarkId: string): Promise<boolean> {
    const result = await this.#db
      .deleteFrom('bookmarks')
      .where('id', '=', bookmarkId)
      .where('user_id', '=', userId)
      .where('audiobook_id', 'in', this.#titlesOf(catalogId))
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async page(
    userId: string,
    catalogId: string,
    filter: { readonly audiobookId?: string },
    request: PageRequest,
  ): Promise<Page<BookmarkRecord>> {
    const base = this.#db
      .selectFrom('bookmarks')
      .where('user_id', '=', userId)
      .where('audiobook_id', 'in', this.#titlesOf(catalogId))
      .$if(filter.audiobookId !== undefined, (q) => q.where('audiobook_id', '=', filter.audiobookId ?? ''));
    const [rows, count] = await Promise.all([
      base
        .select(COLUMNS)
        .orderBy('audiobook_id')
        .orderBy('position_ms')
        .orderBy('created_at')
        .orderBy('id')
        .limit(request.limit)
        .offset(offsetOf(request))
        .execute(),
      base.select(sql<number>`count(*)`.as('total')).executeTakeFirst(),
    ]);
    return { items: rows.map(recordOf), total: countOf(count) };
  }
}
