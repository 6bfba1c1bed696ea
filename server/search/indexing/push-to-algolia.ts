import type { Kysely } from 'kysely';
import { LOCALES } from '#domain/market/locale';
import { MARKETS } from '#domain/market/markets';
import type { DatabaseSchema } from '../../db/schema';
import { FACET_ATTRIBUTES, type SearchRecord } from '../search-record';
import { searchIndexName } from '../search-service';
import { loadSearchRecords } from './catalogue-search-records';

/** The part of algoliasearch's v5 client the push needs (kept narrow so tests can record it). */
export interface AlgoliaWriter {
  setSettings(request: { indexName: string; indexSettings: Record<string, unknown> }): Promise<unknown>;
  replaceAllObjects(request: { indexName: string; objects: Record<string, unknown>[] }): Promise<unknown>;
}

/** The same ranking and facets the reference engine applies, as Algolia index settings. */
export const ALGOLIA_INDEX_SETTINGS = {
  searchableAttributes: ['name', 'authors', 'lectors', 'unordered(description)'],
  attributesForFaceting: FACET_ATTRIBUTES.map((attribute) => `searchable(${attribute})`),
  customRanking: ['desc(rating)', 'desc(popularity)'],
  typoTolerance: true,
  minWordSizefor1Typo: 4,
  minWordSizefor2Typos: 8,
  ignorePlurals: false,
  removeStopWords: false,
};

/** A record as Algolia stores it: facets flattened to the attribute names filters use. */
export const toAlgoliaObject = (record: SearchRecord): Record<string, unknown> => ({
  ...record,
  category: record.categories.map((c) => c.slug),
  category_id: record.categories.map((c) => c.id),
});

/** Writes every market's catalogue to its hosted index (settings first, then an atomic replace of all records). */
export const pushSearchIndexes = async (
  db: Kysely<DatabaseSchema>,
  writer: AlgoliaWriter,
  product: string,
): Promise<Record<string, number>> => {
  const pushed: Record<string, number> = {};
  for (const locale of LOCALES) {
    const indexName = searchIndexName(locale, product);
    const records = await loadSearchRecords(db, MARKETS[locale], product);
    await writer.setSettings({ indexName, indexSettings: ALGOLIA_INDEX_SETTINGS });
    await writer.replaceAllObjects({ indexName, objects: records.map(toAlgoliaObject) });
    pushed[indexName] = records.length;
  }
  return pushed;
};
