import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '#server/db/schema';
import { AudiobookQueries } from './audiobook.query';
import { CategoryProductQueries } from './category-products.query';
import { CoverQueries } from './cover.query';
import { PersonProductQueries } from './person-products.query';
import { ProductTypeListQueries } from './product-type-list.query';
import { ProductQueries } from './product.query';
import { RecommendationQueries } from './recommendation.query';
import { ScreenQueries } from './screen.query';
import { SlugLookupQueries } from './slug-lookup.query';
import { SwimlaneQueries } from './swimlane.query';

/** The catalogue reads the visitor API needs beyond the repositories: product cards in every shape and order. */
export interface CatalogueQueries {
  readonly products: ProductQueries;
  readonly audiobooks: AudiobookQueries;
  readonly categoryProducts: CategoryProductQueries;
  readonly personProducts: PersonProductQueries;
  readonly productTypes: ProductTypeListQueries;
  readonly swimlanes: SwimlaneQueries;
  readonly screens: ScreenQueries;
  readonly recommendations: RecommendationQueries;
  readonly slugs: SlugLookupQueries;
  readonly covers: CoverQueries;
}

/** The catalogue's read side on Kysely: the same queries on SQLite and PostgreSQL. */
export const createCatalogueQueries = (db: Kysely<DatabaseSchema>): CatalogueQueries => {
  const deps = { db };
  return {
    products: new ProductQueries(deps),
    audiobooks: new AudiobookQueries(deps),
    categoryProducts: new CategoryProductQueries(deps),
    personProducts: new PersonProductQueries(deps),
    productTypes: new ProductTypeListQueries(deps),
    swimlanes: new SwimlaneQueries(deps),
    screens: new ScreenQueries(deps),
    recommendations: new RecommendationQueries(deps),
    slugs: new SlugLookupQueries(deps),
    covers: new CoverQueries(deps),
  };
};
