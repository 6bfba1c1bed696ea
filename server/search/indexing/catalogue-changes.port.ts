import type { Locale } from '#domain/market/locale';

/** Products of one market whose search records changed in the database (a new rating). */
export interface CatalogueChange {
  readonly locale: Locale;
  readonly productIds: readonly string[];
}

/**
 * Tells the other server processes on the same database which products changed, so that each brings its own
 * in-memory search index in step; a process never hears its own changes.
 */
export interface CatalogueChanges {
  publish(change: CatalogueChange): void;
  /** The listener runs for every change another process published. */
  subscribe(listener: (change: CatalogueChange) => Promise<void>): void;
}

/** One server process alone: nobody else holds an index to tell. */
export const NO_SIBLING_PROCESSES: CatalogueChanges = {
  publish: () => undefined,
  subscribe: () => undefined,
};
