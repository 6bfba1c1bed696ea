import type { Locale } from '#domain/market/locale';
import type { SearchRecord } from '../search-record';

/** Writes run-time catalogue changes (a new rating) into a market's search index: the local engine or hosted Algolia. */
export interface SearchIndexWriter {
  /** Adds the records to the market's index, replacing those with the same objectID. */
  upsert(locale: Locale, records: readonly SearchRecord[]): Promise<void>;
  /** Takes products out of the market's index; ids it does not hold are ignored. */
  remove(locale: Locale, objectIds: readonly string[]): Promise<void>;
}
