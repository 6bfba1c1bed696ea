import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import type { LibraryTitles } from '../library/library-titles.port';
import type { AudiobookMedia, MediaTitles } from './media-titles.port';

/** Reads an audiobook's media columns and chapters beside what the library's rules read of it. */
export class KyselyMediaTitles implements MediaTitles {
  readonly #db: Kysely<DatabaseSchema>;
  readonly #titles: Pick<LibraryTitles, 'findAudiobook'>;

  constructor(deps: { readonly db: Kysely<DatabaseSchema>; readonly titles: Pick<LibraryTitles, 'findAudiobook'> }) {
    this.#db = deps.db;
    this.#titles = deps.titles;
  }

  async findAudiobook(catalogId: string, audiobookId: string): Promise<AudiobookMedia | undefined> {
    const [title, media, chapters] = await Promise.all([
      this.#titles.findAudiobook(catalogId, audiobookId),
      this.#db
        .selectFrom('audiobooks')
        .select(['media_id', 'sample_media_id', 'has_sample', 'is_drm_protected'])
        .where('product_id', '=', audiobookId)
        .executeTakeFirst(),
      this.#db
        .selectFrom('chapters')
        .select(['title', 'start_ms'])
        .where('audiobook_id', '=', audiobookId)
        .orderBy('position')
        .execute(),
    ]);
    if (!title || !media) return undefined;
    return {
      title,
      mediaId: media.media_id,
      sampleMediaId: media.sample_media_id,
      hasSample: media.has_sample === 1,
      isDrmProtected: media.is_drm_protected === 1,
      chapters: chapters.map((chapter) => ({ title: chapter.title, startMs: chapter.start_ms })),
    };
  }

  async mediaIdOf(audiobookId: string): Promise<string | null> {
    const row = await this.#db
      .selectFrom('audiobooks')
      .select('media_id')
      .where('product_id', '=', audiobookId)
      .executeTakeFirst();
    return row?.media_id ?? null;
  }
}
