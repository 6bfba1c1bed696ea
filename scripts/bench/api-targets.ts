import type { Kysely } from 'kysely';
import type { Market } from '#domain/market/market';
import { KyselyCategoryRepository } from '#server/db/repositories/kysely-category-repository';
import type { DatabaseSchema } from '#server/db/schema';

/** An endpoint to measure, and the same query answered without our HTTP stack. */
export interface BenchTarget {
  readonly name: string;
  readonly path: string;
  answer(): Promise<unknown>;
}

export const benchTargets = async (db: Kysely<DatabaseSchema>, market: Market): Promise<readonly BenchTarget[]> => {
  const categories = new KyselyCategoryRepository({ db });
  return [
    {
      name: 'GET categories',
      path: `/${market.locale}/v2/categories`,
      answer: async () => {
        const records = await categories.listByCatalog(market.catalogId);
        return { total: records.length, _embedded: { 'app:category': records } };
      },
    },
  ];
};
