import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import type { EpisodeMedia, MediaEpisodes } from './media-episodes.port';

/** Reads an episode's recording beside its show's offer, in one query scoped to the catalogue and the show. */
export class KyselyMediaEpisodes implements MediaEpisodes {
  readonly #db: Kysely<DatabaseSchema>;

  constructor(deps: { readonly db: Kysely<DatabaseSchema> }) {
    this.#db = deps.db;
  }

  async findEpisode(catalogId: string, podcastId: string, episodeId: string): Promise<EpisodeMedia | undefined> {
    const row = await this.#db
      .selectFrom('podcast_episodes as e')
      .innerJoin('products as p', 'p.id', 'e.podcast_id')
      .select(['e.id', 'e.podcast_id', 'e.media_id', 'p.is_free', 'p.is_available_in_subscription'])
      .where('e.id', '=', episodeId)
      .where('e.podcast_id', '=', podcastId)
      .where('p.catalog_id', '=', catalogId)
      .where('p.type', '=', 'podcast')
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      podcastId: row.podcast_id,
      episodeId: row.id,
      isFree: row.is_free === 1,
      inClub: row.is_available_in_subscription === 1,
      mediaId: row.media_id,
    };
  }
}
