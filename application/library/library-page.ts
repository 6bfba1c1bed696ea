import type { ProductSummary } from '../catalog/product-summary';

/** One page of a listener's titles (favourites, shelf, recently played). */
export interface LibraryPage<Item> {
  readonly items: readonly Item[];
  /** 1-based. */
  readonly page: number;
  readonly pages: number;
  readonly total: number;
}

/** A title the listener played, with where they stopped (spec §4 saved position). */
export interface PlayedTitle extends ProductSummary {
  readonly positionMs: number;
  readonly durationMs: number;
  /** ISO timestamp of the last play or position save. */
  readonly playedAt: string;
}
