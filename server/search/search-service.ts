import { LOCALES, type Locale } from '#domain/market/locale';
import { ProductIndex, type ProductIndexOptions } from './product-index';
import type { SearchRecord } from './search-record';

/** The search index of one market's catalogue, e.g. `audiora_products_pl` (one index per market). */
export const searchIndexName = (locale: Locale, product = 'audiora'): string => `${product}_products_${locale}`;

/** Every market's product index, by locale and by Algolia index name. */
export interface SearchService {
  index(locale: Locale): ProductIndex;
  byName(indexName: string): ProductIndex | undefined;
  readonly indexNames: readonly string[];
}

export interface SearchServiceOptions extends ProductIndexOptions {
  /** The brand in index names (PRODUCT_NAME). */
  readonly product?: string;
  /** Initial records per market; feed the rest with `index(locale).replaceAll/upsert/remove`. */
  readonly records?: Partial<Readonly<Record<Locale, readonly SearchRecord[]>>>;
}

/** Creates one empty (or pre-filled) in-memory index per market. */
export const createSearchService = (options: SearchServiceOptions = {}): SearchService => {
  const byLocale = new Map<Locale, ProductIndex>();
  const byName = new Map<string, ProductIndex>();
  for (const locale of LOCALES) {
    const name = searchIndexName(locale, options.product);
    const index = new ProductIndex(name, options);
    const records = options.records?.[locale];
    if (records) index.replaceAll(records);
    byLocale.set(locale, index);
    byName.set(name, index);
  }
  return {
    index: (locale) => byLocale.get(locale) as ProductIndex,
    byName: (indexName) => byName.get(indexName),
    indexNames: [...byName.keys()],
  };
};
