import type { Page, PageRequest } from '../catalogue/queries/page';
import type { ProductCardRecord } from '../catalogue/queries/product-card.query';

/** A recently played audiobook with where the listener is in it. */
export interface RecentlyPlayedRecord {
  readonly card: ProductCardRecord;
  readonly positionMs: number;
  /** The whole recording, so a listener sees how far in they are. */
  readonly durationMs: number;
  /** The last StartPlayback or position save. */
  readonly playedAt: string;
}

/** The user's shelf and recently played titles; every call is keyed by the user's id. */
export interface ShelfQueries {
  shelf(userId: string, catalogId: string, request: PageRequest): Promise<Page<ProductCardRecord>>;
  recentlyPlayed(userId: string, catalogId: string, request: PageRequest): Promise<Page<RecentlyPlayedRecord>>;
}
