import type { Locale } from '#domain/market/locale';
import { MARKETS } from '#domain/market/markets';
import type { TestApp } from './test-server';

/** The id of a seeded product of a market, by its name. */
export const demoTitleId = async (testApp: TestApp, locale: Locale, name: string): Promise<string> => {
  const row = await testApp.database.db
    .selectFrom('products')
    .select('id')
    .where('catalog_id', '=', MARKETS[locale].catalogId)
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
};

/** The id of a market's first seeded audiobook, in name order. */
export const firstDemoAudiobookId = async (testApp: TestApp, locale: Locale): Promise<string> => {
  const row = await testApp.database.db
    .selectFrom('products')
    .select('id')
    .where('catalog_id', '=', MARKETS[locale].catalogId)
    .where('type', '=', 'audiobook')
    .orderBy('name')
    .executeTakeFirstOrThrow();
  return row.id;
};

/** Two of the Polish demo catalogue's paid audiobooks, in id order: one to own, one not to. */
export const twoPaidDemoAudiobooks = async (
  testApp: Pick<TestApp, 'database'>,
): Promise<{ readonly owned: string; readonly notOwned: string }> => {
  const rows = await testApp.database.db
    .selectFrom('products')
    .select('id')
    .where('catalog_id', '=', MARKETS.pl.catalogId)
    .where('type', '=', 'audiobook')
    .where('is_free', '=', 0)
    .orderBy('id')
    .limit(2)
    .execute();
  const [owned, notOwned] = rows.map((row) => row.id);
  if (owned === undefined || notOwned === undefined) throw new Error('the demo catalogue has two paid audiobooks');
  return { owned, notOwned };
};
