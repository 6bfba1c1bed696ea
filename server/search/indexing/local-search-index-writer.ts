import type { SearchService } from '../search-service';
import type { SearchIndexWriter } from './search-index-writer.port';

/** The server's own in-memory indexes behind the Algolia-compatible routes. */
export const localSearchIndexWriter = (search: SearchService): SearchIndexWriter => ({
  upsert: async (locale, records) => search.index(locale).upsert(records),
  remove: async (locale, objectIds) => search.index(locale).remove(objectIds),
});
