import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKETS } from '#domain/market/markets';
import { createDatabase, type Database } from '#server/db/create-database';
import { migrateToLatest } from '#server/db/migrate';
import { refreshPlannerStatistics } from '#server/db/planner-statistics';
import { findSubtree } from '#server/catalogue/queries/category-products.query';
import { createCatalogueQueries } from '#server/catalogue/queries/catalogue-queries';
import { resolveOrder } from '#server/catalogue/queries/product-order';
import { KyselyCategoryRepository } from '#server/catalogue/kysely-category-repository';
import { seedDemoCatalogue } from '#server/db/seed/seed-demo-catalogue';
import { generateScaleCatalogue } from '../../../../scripts/bench/scale-catalogue';

/** The SQL and parameters of every query the block runs, as SQLite is handed them. */
const capture = async (database: Database, run: (db: Database['db']) => Promise<unknown>) => {
  const seen: { sql: string; parameters: readonly unknown[] }[] = [];
  const executor = database.db.getExecutor();
  const db = database.db.withPlugin({
    transformQuery: ({ node, queryId }) => {
      const compiled = executor.compileQuery(node, queryId);
      seen.push({ sql: compiled.sql, parameters: compiled.parameters });
      return node;
    },
    transformResult: async ({ result }) => result,
  });
  await run(db);
  return seen;
};

/** SQLite's plan for a captured query, one step a line. */
const planOf = async (database: Database, query: { sql: string; parameters: readonly unknown[] }) => {
  const result = await database.db.executeQuery<{ detail: string }>(
    CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
  );
  return result.rows.map((row) => row.detail).join('\n');
};

describe('query plans on a large catalogue (SQLite, with planner statistics)', () => {
  let database: Database;

  beforeAll(async () => {
    database = createDatabase({ kind: 'sqlite', file: ':memory:' });
    await migrateToLatest(database.db, database.kind);
    await seedDemoCatalogue(database.db);
    await generateScaleCatalogue(database.db, { titles: 4000 });
    await refreshPlannerStatistics(database.db, 'sqlite');
  }, 60_000);

  afterAll(async () => {
    await database?.close();
  });

  it('lists a category from its own index, not by walking every product of the market', async () => {
    const market = MARKETS.pl;
    const categories = await new KyselyCategoryRepository({ db: database.db }).listByCatalog(market.catalogId);
    const parent = categories.find((c) => c.parentId === null && categories.some((k) => k.parentId === c.id));
    const subtree = findSubtree(categories, parent?.id ?? '');
    const queries = await capture(database, (db) =>
      createCatalogueQueries(db).categoryProducts.listProducts({
        catalogId: market.catalogId,
        categoryIds: subtree?.subtreeIds ?? [],
        order: resolveOrder('popularity', undefined),
        page: { page: 1, limit: 15 },
      }),
    );
    expect(queries.length).toBeGreaterThanOrEqual(2);
    for (const query of queries.filter((q) => q.sql.includes('product_categories'))) {
      const plan = await planOf(database, query);
      expect(plan).toContain('product_categories_category_idx');
      expect(plan).not.toContain('products_catalog_type_published_idx');
    }
  });

  it("finds an audiobook's cycles from the volume's index", async () => {
    const volume = await database.db
      .selectFrom('cycle_volumes')
      .innerJoin('products', 'products.id', 'cycle_volumes.volume_id')
      .select(['products.id', 'products.catalog_id'])
      .executeTakeFirstOrThrow();
    const queries = await capture(database, (db) =>
      createCatalogueQueries(db).audiobooks.findAudiobook(volume.catalog_id, volume.id),
    );
    const cycles = queries.find((q) => q.sql.includes('"membership"'));
    expect(cycles).toBeDefined();
    expect(await planOf(database, cycles ?? { sql: '', parameters: [] })).toContain('cycle_volumes_volume_idx');
  });
});
