import { randomUUID } from 'node:crypto';
import type { Locale } from '#domain/market/locale';
import type { AppDeps } from '#server/app';
import type { Database } from '#server/db/create-database';
import { createSignedInUser, sendCommand, type TestUser, type TestUserOptions } from '#test/support/server/accounts';
import { pricedProducts } from '#test/support/server/catalogue-databases';
import { suiteApp } from '#test/support/server/api-suite';
import { requestJson, type TestDatabaseTarget } from '#test/support/server/test-server';

/** A clock the tests move by hand. */
export interface TestClock {
  now: Date;
  advance(ms: number): void;
}

export interface TitleTraits {
  readonly type?: 'audiobook' | 'podcast' | 'cycle';
  readonly isFree?: boolean;
  readonly inClub?: boolean;
}

/** A one-off license of the user for a product granted at an instant, as a paid order grants it. */
export const insertLicense = (db: Database['db'], who: TestUser, productId: string, at: Date) =>
  db
    .insertInto('licenses')
    .values({
      id: randomUUID(),
      user_id: who.userId,
      product_id: productId,
      order_id: randomUUID(),
      granted_at: at.toISOString(),
    })
    .execute();

/**
 * A seeded app on one database target with a hand-moved clock, and the helpers the library tests share: signed-in
 * users, commands, GETs and seeded titles picked by their traits (each handed out once, so tests do not share one).
 */
export const librarySuite = (target: TestDatabaseTarget, overrides: Partial<AppDeps> = {}) => {
  const clock: TestClock = {
    now: new Date('2026-11-22T10:00:00.000Z'),
    advance(ms) {
      this.now = new Date(this.now.getTime() + ms);
    },
  };
  const testApp = suiteApp(target, { now: () => clock.now, ...overrides });
  const handedOut = new Set<string>();
  const db = () => testApp().database.db;

  const user = (options: TestUserOptions = {}): Promise<TestUser> =>
    createSignedInUser(testApp(), { now: clock.now, ...options });

  const command = (name: string, fields: Record<string, unknown>, who?: TestUser, locale: Locale = 'pl') =>
    sendCommand(testApp(), name, fields, who?.bearer ?? {}, locale);

  const get = (path: string, who?: TestUser) => requestJson(testApp().app, path, who?.bearer ?? {});

  /** A product of the market's catalogue with these traits that no other test of the suite was given. */
  const title = async (traits: TitleTraits = {}, locale: Locale = 'pl') => {
    const rows = await pricedProducts(db(), locale)
      .select([
        'products.id',
        'products.name',
        'product_prices.price',
        'product_prices.discount_price',
        'product_prices.price_for_subscribers',
        'product_prices.lowest_price',
      ])
      .where('products.type', '=', traits.type ?? 'audiobook')
      .$if(traits.isFree !== undefined, (q) => q.where('products.is_free', '=', traits.isFree ? 1 : 0))
      .$if(traits.inClub !== undefined, (q) =>
        q.where('products.is_available_in_subscription', '=', traits.inClub ? 1 : 0),
      )
      .orderBy('products.id')
      .execute();
    const row = rows.find((r) => !handedOut.has(r.id));
    if (!row) throw new Error(`no unused ${JSON.stringify(traits)} title left in ${locale}`);
    handedOut.add(row.id);
    return row;
  };

  /** A one-off license, as a paid order grants it. */
  const grantLicense = async (who: TestUser, productId: string) => {
    await insertLicense(db(), who, productId, clock.now);
  };

  return { clock, testApp, db, user, command, get, title, grantLicense };
};
