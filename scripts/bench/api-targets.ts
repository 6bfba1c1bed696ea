import type { Kysely } from 'kysely';
import type { Market } from '#domain/market/market';
import { createCatalogueQueries } from '#server/catalogue/queries/catalogue-queries';
import { resolveOrder } from '#server/catalogue/queries/product-order';
import { KyselyCategoryRepository } from '#server/catalogue/kysely-category-repository';
import type { DatabaseSchema } from '#server/db/schema';

/** An endpoint to measure, and the same query answered without our HTTP stack. */
export interface BenchTarget {
  readonly name: string;
  readonly path: string;
  /** Whether the 70% goal applies; the others are shown for the fixed cost a request carries. */
  readonly goal: boolean;
  answer(): Promise<unknown>;
}

/** The catalogue list and detail reads a listener's browsing hits most, on a market of the given database. */
export const benchTargets = async (db: Kysely<DatabaseSchema>, market: Market): Promise<readonly BenchTarget[]> => {
  const categories = new KyselyCategoryRepository({ db });
  const queries = createCatalogueQueries(db);
  const all = await categories.listByCatalog(market.catalogId);
  const parent = all.find((c) => c.parentId === null && all.some((child) => child.parentId === c.id));
  if (!parent) throw new Error(`no category with children in ${market.locale}`);
  const subtreeIds = [parent.id, ...all.filter((c) => c.parentId === parent.id).map((c) => c.id)];
  const audiobook = await db
    .selectFrom('audiobooks as a')
    .innerJoin('products as p', 'p.id', 'a.product_id')
    .select('p.id')
    .where('p.catalog_id', '=', market.catalogId)
    .orderBy('p.id')
    .executeTakeFirstOrThrow();
  const base = `/${market.locale}/v2`;
  return [
    {
      name: 'GET category products (page 1)',
      path: `${base}/categories/${parent.slug}/products?limit=15&sort=popularity`,
      goal: true,
      answer: async () => {
        const allNow = await categories.listByCatalog(market.catalogId);
        const ids = allNow.filter((c) => subtreeIds.includes(c.id)).map((c) => c.id);
        const page = await queries.categoryProducts.listProducts({
          catalogId: market.catalogId,
          categoryIds: ids,
          order: resolveOrder('popularity', undefined),
          page: { page: 1, limit: 15 },
        });
        return { page: 1, limit: 15, total: page.total, _embedded: { 'app:product': page.items } };
      },
    },
    {
      name: 'GET audiobook detail',
      path: `${base}/audiobooks/${audiobook.id}`,
      goal: true,
      answer: () => queries.audiobooks.findAudiobook(market.catalogId, audiobook.id),
    },
    {
      name: 'GET categories',
      path: `${base}/categories`,
      goal: false,
      answer: async () => {
        const records = await categories.listByCatalog(market.catalogId);
        return { total: records.length, _embedded: { 'app:category': records } };
      },
    },
  ];
};
