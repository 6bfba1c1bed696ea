import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../schema';
import type { ProductRecord } from './product.repository';
import { productsOf, toProductRecords } from './product-rows';
import type { EpisodeRecord, SeriesRepository } from './series.repository';

/** Cycle volumes and podcast episodes on Kysely. */
export class KyselySeriesRepository implements SeriesRepository {
  readonly #db: Kysely<DatabaseSchema>;

  constructor(deps: { readonly db: Kysely<DatabaseSchema> }) {
    this.#db = deps.db;
  }

  async listVolumes(catalogId: string, cycleId: string): Promise<readonly ProductRecord[]> {
    const rows = await productsOf(this.#db, catalogId)
      .innerJoin('cycle_volumes', 'cycle_volumes.volume_id', 'products.id')
      .where('cycle_volumes.cycle_id', '=', cycleId)
      .orderBy('cycle_volumes.position')
      .execute();
    return toProductRecords(this.#db, rows);
  }

  async listCyclesOf(catalogId: string, productId: string): Promise<readonly ProductRecord[]> {
    const rows = await productsOf(this.#db, catalogId)
      .innerJoin('cycle_volumes', 'cycle_volumes.cycle_id', 'products.id')
      .where('cycle_volumes.volume_id', '=', productId)
      .orderBy('products.id')
      .execute();
    return toProductRecords(this.#db, rows);
  }

  async listEpisodes(catalogId: string, podcastId: string): Promise<readonly EpisodeRecord[]> {
    const rows = await this.#db
      .selectFrom('podcast_episodes')
      .innerJoin('products', 'products.id', 'podcast_episodes.podcast_id')
      .select([
        'podcast_episodes.id',
        'podcast_episodes.position',
        'podcast_episodes.title',
        'podcast_episodes.description',
        'podcast_episodes.duration_ms',
        'podcast_episodes.published_at',
        'podcast_episodes.media_id',
      ])
      .where('products.catalog_id', '=', catalogId)
      .where('podcast_episodes.podcast_id', '=', podcastId)
      .orderBy('podcast_episodes.position')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      position: row.position,
      title: row.title,
      description: row.description,
      durationMs: row.duration_ms,
      publishedAt: row.published_at,
      mediaId: row.media_id,
    }));
  }
}
