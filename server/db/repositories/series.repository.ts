import type { ProductRecord } from './product.repository';

export interface EpisodeRecord {
  readonly id: string;
  readonly position: number;
  readonly title: string;
  readonly description: string;
  readonly durationMs: number;
  readonly publishedAt: string;
  readonly mediaId: string | null;
}

/** What cycles and podcasts hold: a cycle's volumes in reading order, a podcast's episodes. */
export interface SeriesRepository {
  /** The cycle's volumes in order; empty for an unknown cycle or one of another catalogue. */
  listVolumes(catalogId: string, cycleId: string): Promise<readonly ProductRecord[]>;
  /** The cycles a product is a volume of. */
  listCyclesOf(catalogId: string, productId: string): Promise<readonly ProductRecord[]>;
  /** The podcast's episodes, first to latest; empty for an unknown podcast or one of another catalogue. */
  listEpisodes(catalogId: string, podcastId: string): Promise<readonly EpisodeRecord[]>;
}
