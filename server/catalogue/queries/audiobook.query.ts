import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '#server/db/schema';
import { type ProductDetailRecord, ProductQueries } from './product.query';

export interface ChapterRecord {
  readonly title: string;
  readonly startMs: number;
  readonly durationMs: number;
}

/** An audiobook's page data and its table of contents. */
export interface AudiobookRecord extends ProductDetailRecord {
  readonly extras: Extract<ProductDetailRecord['extras'], { readonly type: 'audiobook' }>;
  readonly chapters: readonly ChapterRecord[];
}

/** Reads one audiobook of a catalogue with its chapters. */
export class AudiobookQueries {
  readonly #db: Kysely<DatabaseSchema>;
  readonly #products: ProductQueries;

  constructor(deps: { readonly db: Kysely<DatabaseSchema> }) {
    this.#db = deps.db;
    this.#products = new ProductQueries(deps);
  }

  /** The audiobook, or null when the catalogue has no audiobook with that id (a cycle's or podcast's id included). */
  async findAudiobook(catalogId: string, audiobookId: string): Promise<AudiobookRecord | null> {
    const product = await this.#products.findProduct(catalogId, audiobookId);
    if (product?.extras.type !== 'audiobook') return null;
    const chapters = await this.#db
      .selectFrom('chapters')
      .select(['title', 'start_ms', 'duration_ms'])
      .where('audiobook_id', '=', audiobookId)
      .orderBy('position')
      .execute();
    return {
      ...product,
      extras: product.extras,
      chapters: chapters.map((c) => ({ title: c.title, startMs: c.start_ms, durationMs: c.duration_ms })),
    };
  }
}
