import type { Kysely } from 'kysely';
import { LOCALES } from '#domain/market/locale';
import { MARKETS } from '#domain/market/markets';
import type { DatabaseSchema } from '../schema';
import { DEMO_CATEGORIES, flattenCategories } from './demo-categories';
import { deterministicId } from './deterministic-id';

/** Fills an empty database with the demo catalogue; rows already there are left alone, so it is safe at every start. */
export const seedDemoCatalogue = async (db: Kysely<DatabaseSchema>): Promise<void> => {
  await db.transaction().execute(async (trx) => {
    for (const locale of LOCALES) {
      const market = MARKETS[locale];
      await trx
        .insertInto('catalogs')
        .values({ id: market.catalogId, locale, currency: market.currency })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      const rows = flattenCategories(DEMO_CATEGORIES[locale]).map((category, position) => ({
        id: deterministicId(`${locale}/category/${category.key}`),
        catalog_id: market.catalogId,
        parent_id: category.parentKey ? deterministicId(`${locale}/category/${category.parentKey}`) : null,
        slug: category.slug,
        name: category.name,
        position,
      }));
      await trx
        .insertInto('categories')
        .values(rows)
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    }
  });
};
