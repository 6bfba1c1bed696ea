import { afterAll, beforeAll } from 'vitest';
import type { Locale } from '#domain/market/locale';
import { MARKETS } from '#domain/market/markets';
import type { Database } from '#server/db/create-database';
import { seedDemoCatalogue } from '#server/db/seed/seed-demo-catalogue';
import { DATABASE_TARGETS, type TestDatabase } from './databases';

/** The database targets of the catalogue suites. */
export const CATALOGUE_DATABASE_TARGETS = DATABASE_TARGETS;

export type CatalogueDatabaseTarget = (typeof CATALOGUE_DATABASE_TARGETS)[number];

/** A migrated database holding the demo catalogue of every market. */
export const openSeeded = async (target: CatalogueDatabaseTarget): Promise<TestDatabase> => {
  const testDb = await target.open();
  await seedDemoCatalogue(testDb.database.db);
  return testDb;
};

/** The products of a market's catalogue joined with their prices there, for a query to select from and narrow. */
export const pricedProducts = (db: Database['db'], locale: Locale) =>
  db
    .selectFrom('products')
    .innerJoin('product_prices', (join) =>
      join
        .onRef('product_prices.product_id', '=', 'products.id')
        .onRef('product_prices.catalog_id', '=', 'products.catalog_id'),
    )
    .where('products.catalog_id', '=', MARKETS[locale].catalogId);

/** The catalogue ids the contract tests read most. */
export const PL = MARKETS.pl.catalogId;
export const DE = MARKETS.de.catalogId;
export const EN = MARKETS.en.catalogId;

/** An id no row has. */
export const UNKNOWN_ID = '99999999-9999-4999-8999-999999999999';

/**
 * Registers a suite's seeded catalogue database on one target (opened once, disposed after) and answers the
 * repository `build` makes over it, read through the accessor once the suite has started.
 */
export const seededRepository = <Repository>(
  target: CatalogueDatabaseTarget,
  build: (deps: { readonly db: Database['db'] }) => Repository,
): (() => Repository) => {
  let testDb: TestDatabase | undefined;
  let repository: Repository | undefined;

  beforeAll(async () => {
    testDb = await openSeeded(target);
    repository = build({ db: testDb.database.db });
  });

  afterAll(async () => {
    await testDb?.dispose();
  });

  return () => {
    if (repository === undefined) throw new Error('the suite database is opened in beforeAll');
    return repository;
  };
};
