import type { Kysely } from 'kysely';
import { LOCALES } from '#domain/market/locale';
import type { Market } from '#domain/market/market';
import { MARKETS } from '#domain/market/markets';
import { pathFor } from '#domain/routing/path-for';
import type { DatabaseSchema } from '../../db/schema';
import { coverUrl } from '../../catalogue/cover-url';
import type { SearchRecord } from '../search-record';
import type { SearchService } from '../search-service';
import type { SearchIndexWriter } from './search-index-writer.port';

const ROUTE_OF_TYPE = { audiobook: 'audiobook', podcast: 'podcast', cycle: 'cycle' } as const;

const groupNames = (rows: readonly { product_id: string; name: string }[]) => {
  const names = new Map<string, string[]>();
  for (const row of rows) names.set(row.product_id, [...(names.get(row.product_id) ?? []), row.name]);
  return names;
};

/** Every product of a market's catalogue (or only the given ones) as search records (spec §3 "Search hit"). */
export const loadSearchRecords = async (
  db: Kysely<DatabaseSchema>,
  market: Market,
  product: string,
  only?: readonly string[],
): Promise<SearchRecord[]> => {
  const catalogId = market.catalogId;
  if (only?.length === 0) return [];
  const ids = only ? [...only] : undefined;
  const [products, authors, lectors, categories] = await Promise.all([
    db
      .selectFrom('products as p')
      .leftJoin('product_prices as pp', (join) =>
        join.onRef('pp.product_id', '=', 'p.id').on('pp.catalog_id', '=', catalogId),
      )
      .select([
        'p.id',
        'p.type',
        'p.slug',
        'p.name',
        'p.image',
        'p.rating_sum',
        'p.rating_count',
        'p.is_free',
        'p.is_available_in_subscription',
        'pp.price',
        'pp.discount_price',
        'pp.price_for_subscribers',
        'pp.lowest_price',
      ])
      .where('p.catalog_id', '=', catalogId)
      .$if(ids !== undefined, (q) => q.where('p.id', 'in', ids ?? []))
      .execute(),
    db
      .selectFrom('product_authors as pa')
      .innerJoin('authors as a', 'a.id', 'pa.person_id')
      .select(['pa.product_id', 'a.name'])
      .where('a.catalog_id', '=', catalogId)
      .$if(ids !== undefined, (q) => q.where('pa.product_id', 'in', ids ?? []))
      .orderBy('pa.product_id')
      .orderBy('pa.position')
      .execute(),
    db
      .selectFrom('product_lectors as pl')
      .innerJoin('lectors as l', 'l.id', 'pl.person_id')
      .select(['pl.product_id', 'l.name'])
      .where('l.catalog_id', '=', catalogId)
      .$if(ids !== undefined, (q) => q.where('pl.product_id', 'in', ids ?? []))
      .orderBy('pl.product_id')
      .orderBy('pl.position')
      .execute(),
    db
      .selectFrom('product_categories as pc')
      .innerJoin('categories as c', 'c.id', 'pc.category_id')
      .select(['pc.product_id', 'c.id', 'c.slug'])
      .where('c.catalog_id', '=', catalogId)
      .$if(ids !== undefined, (q) => q.where('pc.product_id', 'in', ids ?? []))
      .orderBy('pc.product_id')
      .orderBy('pc.position')
      .execute(),
  ]);
  const authorNames = groupNames(authors);
  const lectorNames = groupNames(lectors);
  const categoriesOf = new Map<string, { id: string; slug: string }[]>();
  for (const row of categories)
    categoriesOf.set(row.product_id, [...(categoriesOf.get(row.product_id) ?? []), { id: row.id, slug: row.slug }]);

  return products.map((p) => {
    const productAuthors = authorNames.get(p.id) ?? [];
    const productLectors = lectorNames.get(p.id) ?? [];
    // The same cover id and credit line as the product endpoints, so both give one URL per cover.
    const credit = (productAuthors.length > 0 ? productAuthors : productLectors).join(', ');
    const ratingCount = Number(p.rating_count);
    return {
      objectID: p.id,
      id: p.id,
      name: p.name,
      image_url: coverUrl(market.locale, p.image ?? p.id, { title: p.name, author: credit }),
      description: productAuthors.join(', '),
      rating: ratingCount > 0 ? Math.round((Number(p.rating_sum) / ratingCount) * 10) / 10 : 0,
      is_free: Boolean(p.is_free),
      price: p.price,
      discount_price: p.discount_price,
      price_for_subscribers: p.price_for_subscribers,
      lowest_price: p.lowest_price,
      is_available_in_subscription: Boolean(p.is_available_in_subscription),
      deeplink: pathFor(ROUTE_OF_TYPE[p.type], { id: p.id }, market.locale, { product }),
      slug: p.slug,
      type: p.type,
      categories: categoriesOf.get(p.id) ?? [],
      authors: productAuthors,
      lectors: productLectors,
      catalog_id: catalogId,
      popularity: ratingCount,
    };
  });
};

/** Fills every market's index from the database (at start-up, and whenever the catalogue is reseeded). */
export const indexCatalogue = async (
  db: Kysely<DatabaseSchema>,
  search: SearchService,
  product: string,
): Promise<number> => {
  let total = 0;
  for (const locale of LOCALES) {
    const records = await loadSearchRecords(db, MARKETS[locale], product);
    search.index(locale).replaceAll(records);
    total += records.length;
  }
  return total;
};

/**
 * Brings a market's index in step with run-time catalogue writes (a new rating, a price change): the given
 * products are re-read and replaced; those no longer in the catalogue are removed. The writer decides which indexes:
 * the local engine, and a hosted Algolia when one is configured.
 */
export const reindexProducts = async (
  db: Kysely<DatabaseSchema>,
  index: SearchIndexWriter,
  market: Market,
  product: string,
  productIds: readonly string[],
): Promise<void> => {
  const records = await loadSearchRecords(db, market, product, productIds);
  const found = new Set(records.map((r) => r.objectID));
  const gone = productIds.filter((id) => !found.has(id));
  if (records.length > 0) await index.upsert(market.locale, records);
  if (gone.length > 0) await index.remove(market.locale, gone);
};
