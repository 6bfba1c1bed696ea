import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../schema';
import type { AudiobookMediaSource, AudiobookRecord, AudiobookRepository, ChapterRecord } from './audiobook.repository';
import { peopleByProduct, productsOf, toProductRecords } from './product-rows';

/** Audiobooks on Kysely: the same queries on SQLite and PostgreSQL. */
export class KyselyAudiobookRepository implements AudiobookRepository {
  readonly #db: Kysely<DatabaseSchema>;

  constructor(deps: { readonly db: Kysely<DatabaseSchema> }) {
    this.#db = deps.db;
  }

  async #chapters(audiobookIds: readonly string[]): Promise<ReadonlyMap<string, ChapterRecord[]>> {
    const byBook = new Map<string, ChapterRecord[]>();
    if (audiobookIds.length === 0) return byBook;
    const rows = [];
    // Chunked: a whole catalogue's ids would pass SQLite's limit on bound parameters.
    for (let start = 0; start < audiobookIds.length; start += 1000)
      rows.push(
        ...(await this.#db
          .selectFrom('chapters')
          .select(['audiobook_id', 'position', 'title', 'start_ms', 'duration_ms'])
          .where('audiobook_id', 'in', audiobookIds.slice(start, start + 1000))
          .orderBy('audiobook_id')
          .orderBy('position')
          .execute()),
      );
    for (const row of rows) {
      const list = byBook.get(row.audiobook_id) ?? [];
      list.push({ position: row.position, title: row.title, startMs: row.start_ms, durationMs: row.duration_ms });
      byBook.set(row.audiobook_id, list);
    }
    return byBook;
  }

  async findById(catalogId: string, id: string): Promise<AudiobookRecord | null> {
    const row = await productsOf(this.#db, catalogId)
      .innerJoin('audiobooks', 'audiobooks.product_id', 'products.id')
      .select([
        'audiobooks.main_category_id',
        'audiobooks.duration_ms',
        'audiobooks.has_sample',
        'audiobooks.sample_duration_ms',
        'audiobooks.is_drm_protected',
        'audiobooks.media_id',
        'audiobooks.sample_media_id',
      ])
      .where('products.id', '=', id)
      .executeTakeFirst();
    if (!row) return null;
    const [product] = await toProductRecords(this.#db, [row]);
    if (!product) return null;
    const [lectors, publishers, chapters, categories] = await Promise.all([
      peopleByProduct(this.#db, 'product_lectors', [id]),
      peopleByProduct(this.#db, 'product_publishers', [id]),
      this.#chapters([id]),
      this.#db
        .selectFrom('product_categories')
        .innerJoin('categories', 'categories.id', 'product_categories.category_id')
        .select(['categories.id', 'categories.slug', 'categories.name', 'categories.parent_id'])
        .where('product_categories.product_id', '=', id)
        .orderBy('product_categories.position')
        .execute(),
    ]);
    return {
      ...product,
      mainCategoryId: row.main_category_id,
      durationMs: row.duration_ms,
      hasSample: Number(row.has_sample) === 1,
      sampleDurationMs: row.sample_duration_ms,
      isDrmProtected: Number(row.is_drm_protected) === 1,
      mediaId: row.media_id,
      sampleMediaId: row.sample_media_id,
      lectors: lectors.get(id) ?? [],
      publishers: publishers.get(id) ?? [],
      categories: categories.map((c) => ({ id: c.id, slug: c.slug, name: c.name, parentId: c.parent_id })),
      chapters: chapters.get(id) ?? [],
    };
  }

  async listMediaSources(
    options: { readonly withoutMediaOnly?: boolean } = {},
  ): Promise<readonly AudiobookMediaSource[]> {
    let query = this.#db
      .selectFrom('audiobooks')
      .innerJoin('products', 'products.id', 'audiobooks.product_id')
      .select([
        'products.id',
        'products.catalog_id',
        'products.name',
        'audiobooks.duration_ms',
        'audiobooks.sample_duration_ms',
        'audiobooks.is_drm_protected',
      ])
      .orderBy('products.catalog_id')
      .orderBy('products.id');
    if (options.withoutMediaOnly) query = query.where('audiobooks.media_id', 'is', null);
    const rows = await query.execute();
    const chapters = await this.#chapters(rows.map((row) => row.id));
    return rows.map((row) => ({
      id: row.id,
      catalogId: row.catalog_id,
      name: row.name,
      durationMs: row.duration_ms,
      sampleDurationMs: row.sample_duration_ms,
      isDrmProtected: Number(row.is_drm_protected) === 1,
      chapters: chapters.get(row.id) ?? [],
    }));
  }

  async setMedia(
    audiobookId: string,
    media: { readonly mediaId: string | null; readonly sampleMediaId: string | null },
  ): Promise<boolean> {
    const result = await this.#db
      .updateTable('audiobooks')
      .set({ media_id: media.mediaId, sample_media_id: media.sampleMediaId })
      .where('product_id', '=', audiobookId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}
