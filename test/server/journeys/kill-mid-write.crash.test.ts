import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKETS } from '#domain/market/markets';
import { type AppProcess, startAppProcess } from '#test/support/server/app-process';
import { DATABASE_TARGETS } from '#test/support/server/databases';
import { type CrashDatabase, openCrashDatabase } from '#test/support/server/crash/crash-database';
import { findViolations } from '#test/support/server/crash/crash-invariants';
import { createLedger, type Ledger, LINES_PER_ORDER } from '#test/support/server/crash/crash-ledger';
import { startLoad } from '#test/support/server/crash/crash-load';
import { type KillPoint, killMidWrite } from '#test/support/server/crash/kill-points';
import { paidLanding, type ShopClient, shopClient } from '#test/support/server/crash/shop-client';

const SHOPPERS = 6;
const LOAD = { confirmationsPerPayment: 3, savesInFlightPerStream: 2 } as const;
/** Each kill point twice, in turn. */
const KILL_POINTS: readonly KillPoint[] = ['committed', 'anywhere', 'committed', 'anywhere'];

/** The Polish market's titles for sale (by cart id) and its free audiobooks, from the seeded catalogue. */
const catalogueOf = async (database: CrashDatabase) => {
  const connection = database.connect();
  try {
    const rows = await connection.db
      .selectFrom('products')
      .innerJoin('product_prices', (join) =>
        join
          .onRef('product_prices.product_id', '=', 'products.id')
          .onRef('product_prices.catalog_id', '=', 'products.catalog_id'),
      )
      .select(['products.id', 'products.reference_id', 'products.is_free'])
      .where('products.catalog_id', '=', MARKETS.pl.catalogId)
      .where('products.type', '=', 'audiobook')
      .orderBy('products.reference_id')
      .execute();
    return {
      forSale: rows.filter((row) => row.is_free === 0).map((row) => row.reference_id.slice('pl_'.length)),
      free: rows.filter((row) => row.is_free === 1).map((row) => row.id),
    };
  } finally {
    await connection.close();
  }
};

/** Confirms again every order whose confirmation was cut off, as the provider retries: it must end up paid. */
const retryCutOffConfirmations = async (client: ShopClient, ledger: Ledger) => {
  for (const buyer of ledger.buyers) {
    if (!buyer.unpaid) continue;
    expect(await client.confirmPayment(buyer.shopper, buyer.unpaid.paymentId)).toBe(paidLanding(buyer.unpaid.orderId));
    ledger.paid.add(buyer.unpaid.orderId);
    buyer.unpaid = null;
  }
};

const inspect = async (database: CrashDatabase, ledger: Ledger) => {
  const connection = database.connect();
  try {
    return await findViolations(connection.db, ledger);
  } finally {
    await connection.close();
  }
};

/** The order behind each license of the user. */
const licensedOrders = async (database: CrashDatabase, userId: string) => {
  const connection = database.connect();
  try {
    const rows = await connection.db.selectFrom('licenses').select('order_id').where('user_id', '=', userId).execute();
    return rows.map((row) => row.order_id);
  } finally {
    await connection.close();
  }
};

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`the server killed mid-write on ${target.kind}`, () => {
    let database: CrashDatabase | undefined;
    let app: AppProcess | undefined;

    beforeAll(async () => {
      database = await openCrashDatabase(target.kind);
    });

    afterAll(async () => {
      await app?.stop('SIGKILL');
      await database?.dispose();
    });

    it('restarts with every order whole or untouched, no license without its order and no position gone back', async () => {
      if (!database) throw new Error('the database is opened in beforeAll');
      const first = await startAppProcess(database.options);
      app = first;
      const catalogue = await catalogueOf(database);
      const shoppers = await Promise.all(Array.from({ length: SHOPPERS }, () => shopClient(first.origin).signUp()));
      const ledger = createLedger(shoppers, catalogue.forSale, catalogue.free);

      let paidBefore = 0;
      for (const kind of KILL_POINTS) {
        const watch = database.watch();
        const load = startLoad(shopClient(app.origin), ledger, LOAD);
        const signal = await killMidWrite(app, load, ledger, { kind, watch }).finally(() => watch.close());
        // Killed, not ended by itself, and every answer before the kill was right.
        expect(signal).toBe('SIGKILL');
        expect(ledger.failures).toEqual([]);

        app = await startAppProcess(database.options);
        const { violations, counts } = await inspect(database, ledger);
        expect(violations).toEqual([]);
        expect(counts.paid).toBeGreaterThan(paidBefore);
        paidBefore = counts.paid;
        await retryCutOffConfirmations(shopClient(app.origin), ledger);
      }

      // The last restarted server still sells: a new account buys and pays, once, however often it confirms.
      const client = shopClient(app.origin);
      const newcomer = await client.signUp();
      const titles = catalogue.forSale.slice(0, LINES_PER_ORDER);
      for (const title of titles) await client.addToCart(newcomer, title);
      const order = await client.startCheckout(newcomer);
      const landings = await Promise.all([
        client.confirmPayment(newcomer, order.paymentId),
        client.confirmPayment(newcomer, order.paymentId),
      ]);
      expect(landings).toEqual([paidLanding(order.orderId), paidLanding(order.orderId)]);
      expect((await inspect(database, ledger)).violations).toEqual([]);
      expect(await licensedOrders(database, newcomer.userId)).toEqual(titles.map(() => order.orderId));

      expect(await app.stop('SIGTERM')).toBeNull();
      app = undefined;
      // Every wait within has a limit of its own; five server starts on a busy machine take what they take.
    }, 120_000);
  });
}
