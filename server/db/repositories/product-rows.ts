import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { DatabaseSchema } from '../schema';
import type { PersonRef, ProductRecord } from './product.repository';

/** The columns every product query selects: the product, its prices and the catalogue's currency. */
export const selectProductColumns = <O>(qb: SelectQueryBuilder<DatabaseSchema, 'products' | 'catalogs', O>) =>
  qb
    .leftJoin('product_prices', (join) =>
      join
        .onRef('product_prices.product_id', '=', 'products.id')
        .onRef('product_prices.catalog_id', '=', 'products.catalog_id'),
    )
    .select([
      'products.id',
      'products.catalog_id',
      'products.type',
      'products.cycle_type',
      'products.slug',
      'products.reference_id',
      'products.name',
      'products.description',
      'products.description_html',
      'products.image',
      'products.rating_sum',
      'products.rating_count',
      'products.is_free',
      'products.is_available_in_subscription',
      'products.created_at',
      'products.published_at',
      'catalogs.currency',
      'product_prices.price',
      'product_prices.discount_price',
      'product_prices.price_for_subscribers',
      'product_prices.lowest_price',
    ]);

/** Products of a catalogue joined to the catalogue (for its currency). */
export const productsOf = (db: Kysely<DatabaseSchema>, catalogId: string) =>
  selectProductColumns(
    db
      .selectFrom('products')
      .innerJoin('catalogs', 'catalogs.id', 'products.catalog_id')
      .where('products.catalog_id', '=', catalogId),
  );

export type ProductRow = Awaited<ReturnType<ReturnType<typeof productsOf>['execute']>>[number];

/** The average of a sum over a count, two decimals; 0 for nothing rated. */
export const averageRating = (sum: number, count: number): number =>
  count > 0 ? Math.round((Number(sum) * 100) / Number(count)) / 100 : 0;

const toRecord = (row: ProductRow, authors: readonly PersonRef[]): ProductRecord => ({
  id: row.id,
  catalogId: row.catalog_id,
  type: row.type,
  cycleType: row.cycle_type,
  slug: row.slug,
  referenceId: row.reference_id,
  name: row.name,
  description: row.description,
  descriptionHtml: row.description_html,
  image: row.image,
  rating: averageRating(row.rating_sum, row.rating_count),
  ratingCount: Number(row.rating_count),
  isFree: Number(row.is_free) === 1,
  isAvailableInSubscription: Number(row.is_available_in_subscription) === 1,
  createdAt: row.created_at,
  publishedAt: row.published_at,
  prices:
    row.price === null
      ? null
      : {
          currency: row.currency,
          price: row.price,
          discountPrice: row.discount_price,
          priceForSubscribers: row.price_for_subscribers,
          lowestPrice: row.lowest_price,
        },
  authors,
});

/** People linked to the products through a link table, grouped by product in credit order; one query. */
export const peopleByProduct = async (
  db: Kysely<DatabaseSchema>,
  link: 'product_authors' | 'product_lectors' | 'product_publishers',
  productIds: readonly string[],
): Promise<ReadonlyMap<string, PersonRef[]>> => {
  const byProduct = new Map<string, PersonRef[]>();
  if (productIds.length === 0) return byProduct;
  const table = ({ product_authors: 'authors', product_lectors: 'lectors', product_publishers: 'publishers' } as const)[
    link
  ];
  // The three link tables and the three people tables share one shape; aliases keep the query typed for all of them.
  const rows = await db
    .selectFrom(`${link} as l` as 'product_authors as l')
    .innerJoin(`${table} as p` as 'authors as p', 'p.id', 'l.person_id')
    .select(['l.product_id', 'p.id', 'p.slug', 'p.name'])
    .where('l.product_id', 'in', [...productIds])
    .orderBy('l.product_id')
    .orderBy('l.position')
    .execute();
  for (const row of rows) {
    const list = byProduct.get(row.product_id) ?? [];
    list.push({ id: row.id, slug: row.slug, name: row.name });
    byProduct.set(row.product_id, list);
  }
  return byProduct;
};

/** Rows to records, with their authors fetched in one more query. */
export const toProductRecords = async (
  db: Kysely<DatabaseSchema>,
  rows: readonly ProductRow[],
): Promise<ProductRecord[]> => {
  const authors = await peopleByProduct(
    db,
    'product_authors',
    rows.map((row) => row.id),
  );
  return rows.map((row) => toRecord(row, authors.get(row.id) ?? []));
};
