import { KyselySessionStore } from '#server/accounts/session/kysely-session-store';
import type { Locale } from '#domain/market/locale';
import { pricedProducts } from '#test/support/server/catalogue-databases';
import { suiteApp } from '#test/support/server/api-suite';
import { createSignedInUser, sendCommand, type TestUser } from '#test/support/server/accounts';
import { createTestApp, type TestApp, type TestDatabaseTarget } from '#test/support/server/test-server';

/** A clock the tests move by hand. */
export class TestClock {
  constructor(private current: Date) {}

  readonly now = (): Date => new Date(this.current.getTime());

  set(to: Date | string): void {
    this.current = new Date(to);
  }

  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export const START = new Date('2026-03-10T12:00:00.000Z');

/** A seeded app whose clock the test holds. */
export const createCommerceApp = async (
  target: TestDatabaseTarget,
): Promise<{ testApp: TestApp; clock: TestClock }> => {
  const clock = new TestClock(START);
  const testApp = await createTestApp({ now: clock.now }, { target });
  return { testApp, clock };
};

export interface SellableProduct {
  readonly id: string;
  readonly referenceId: string;
  /** The reference id without its market prefix: what the legacy cart adds by. */
  readonly cartId: string;
  readonly name: string;
  readonly price: number;
  readonly discountPrice: number | null;
  readonly priceForSubscribers: number | null;
}

/** Audiobooks of a market's catalogue with their prices there, in a stable order. */
export const sellableProducts = async (testApp: TestApp, locale: Locale = 'pl'): Promise<SellableProduct[]> => {
  const rows = await pricedProducts(testApp.database.db, locale)
    .select([
      'products.id',
      'products.reference_id',
      'products.name',
      'product_prices.price',
      'product_prices.discount_price',
      'product_prices.price_for_subscribers',
    ])
    .where('products.type', '=', 'audiobook')
    .orderBy('products.reference_id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    referenceId: row.reference_id,
    cartId: row.reference_id.slice(3),
    name: row.name,
    price: row.price,
    discountPrice: row.discount_price,
    priceForSubscribers: row.price_for_subscribers,
  }));
};

/**
 * Registers a suite's seeded commerce app on one database target (created once, closed after) with the clock the
 * suite holds, and the readers the commerce tests share: the market's sellable titles (`freshProduct` hands each out
 * once) and the license, order and payment rows. `prepare` adds what the suite needs before its tests run.
 */
export const commerceSuite = (target: TestDatabaseTarget, prepare?: (testApp: TestApp) => Promise<void>) => {
  const clock = new TestClock(START);
  let sellable: SellableProduct[] = [];
  let next = 0;
  const testApp = suiteApp(target, { now: clock.now }, async (app) => {
    sellable = await sellableProducts(app);
    await prepare?.(app);
  });
  const db = () => testApp().database.db;

  const products = (): readonly SellableProduct[] => sellable;
  /** The sellable title at a fixed place in the list, for tests that pick their own. */
  const product = (index: number): SellableProduct => {
    const found = sellable[index];
    if (!found) throw new Error('missing demo title');
    return found;
  };
  /** The next sellable title no earlier test of the suite was given. */
  const freshProduct = (): SellableProduct => {
    const found = sellable[next++];
    if (!found) throw new Error('the demo catalogue ran out of titles');
    return found;
  };

  const licensesOf = (userId: string) =>
    db().selectFrom('licenses').selectAll().where('user_id', '=', userId).execute();
  const orderRow = (orderId: string) =>
    db().selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
  const paymentRow = (paymentId: string) =>
    db().selectFrom('payments').selectAll().where('id', '=', paymentId).executeTakeFirstOrThrow();

  /** Reads the cart in the legacy store host's profile shape. */
  const legacyCart = async (headers: Record<string, string>) => {
    const res = await testApp().app.request('/pl/user/profile.json?mode=cart', { headers });
    return { res, body: (await res.json()) as unknown };
  };

  return { clock, testApp, products, product, freshProduct, licensesOf, orderRow, paymentRow, legacyCart };
};

/** Adds a title through the legacy store host as a script would (bearer). */
export const addToCart = (testApp: TestApp, user: TestUser, cartId: string, locale: Locale = 'pl') =>
  testApp.app.request(`/${locale}/cart/add/${encodeURIComponent(cartId)}`, { headers: user.bearer });

/** Reads `/me/cart` as the user. */
export const myCart = async (testApp: TestApp, user: TestUser, locale: Locale = 'pl') => {
  const res = await testApp.app.request(`/${locale}/v2/me/cart`, { headers: user.bearer });
  return { res, body: (await res.json()) as unknown };
};

/** Starts checkout and answers the order id and the sandbox payment id. */
export const checkout = async (testApp: TestApp, user: TestUser, locale: Locale = 'pl') => {
  const { res, body } = await sendCommand(testApp, 'StartCheckout', {}, user.bearer, locale);
  if (res.status !== 201) throw new Error(`StartCheckout answered ${res.status}: ${JSON.stringify(body)}`);
  const started = body as { order_id: string; payment_url: string };
  return {
    orderId: started.order_id,
    paymentUrl: started.payment_url,
    paymentId: started.payment_url.split('/').pop() ?? '',
  };
};

/** Presses a button of the sandbox page as the signed-in buyer (`user.bearer`, or a browser's cookie headers). */
export const pressSandbox = (
  testApp: TestApp,
  buyer: Readonly<Record<string, string>>,
  paymentId: string,
  action: 'confirm' | 'decline',
) =>
  testApp.app.request(`/sandbox-pay/${paymentId}/${action}`, {
    method: 'POST',
    headers: { 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/x-www-form-urlencoded', ...buyer },
    body: '',
  });

export { createSignedInUser, sendCommand };

/** Fresh bearer headers for a user at a moved clock (access tokens live an hour). */
export const bearerAt = async (testApp: TestApp, user: TestUser, now: Date): Promise<Record<string, string>> => {
  const tokens = await new KyselySessionStore({ db: testApp.database.db }).start(
    { userId: user.userId, deviceId: user.deviceId, userAgent: 'test' },
    now,
  );
  return { Authorization: `Bearer ${tokens.accessToken}` };
};

/** Starts JoinClub in a market and pays it on the sandbox page; answers the order and where the browser lands. */
export const joinClubAndPay = async (
  testApp: TestApp,
  headers: Readonly<Record<string, string>>,
  locale: Locale = 'pl',
) => {
  const { res, body } = await sendCommand(testApp, 'JoinClub', {}, headers, locale);
  if (res.status !== 201) throw new Error(`JoinClub answered ${res.status}: ${JSON.stringify(body)}`);
  const started = body as { order_id: string; payment_url: string };
  const paid = await pressSandbox(testApp, headers, started.payment_url.split('/').pop() ?? '', 'confirm');
  return { orderId: started.order_id, location: paid.headers.get('Location') };
};
