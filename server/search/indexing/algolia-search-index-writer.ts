import { searchIndexName } from '../search-service';
import { toAlgoliaObject } from './push-to-algolia';
import type { SearchIndexWriter } from './search-index-writer.port';

/** The part of algoliasearch's v5 client (admin key) that incremental writes need; narrow so tests can record it. */
export interface AlgoliaObjectsClient {
  saveObjects(request: { indexName: string; objects: Record<string, unknown>[] }): Promise<unknown>;
  deleteObjects(request: { indexName: string; objectIDs: string[] }): Promise<unknown>;
}

/** A hosted Algolia application's indexes (`{product}_products_{locale}`), written record by record. */
export const algoliaSearchIndexWriter = (client: AlgoliaObjectsClient, product: string): SearchIndexWriter => ({
  upsert: async (locale, records) => {
    if (records.length === 0) return;
    await client.saveObjects({ indexName: searchIndexName(locale, product), objects: records.map(toAlgoliaObject) });
  },
  remove: async (locale, objectIds) => {
    if (objectIds.length === 0) return;
    await client.deleteObjects({ indexName: searchIndexName(locale, product), objectIDs: [...objectIds] });
  },
});
