import { type ChildProcess, spawn } from 'node:child_process';
import { randomInt, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Insertable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKETS } from '#domain/market/markets';
import { createDatabase, type Database } from '#server/db/create-database';
import { migrateToLatest } from '#server/db/migrate';
import type { UserTable } from '#server/db/tables/accounts.tables';
import type { OrderLineTable, OrderTable, PaymentTable } from '#server/db/tables/commerce.tables';

const CHILD = fileURLToPath(new URL('./confirm-orders.child.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const ORDERS = 1500;
const LINES = 4;
const ROUNDS = 3;
const CATALOG = MARKETS.pl.catalogId;
const AT = '2026-03-10T12:00:00.000Z';

/** Writes users, titles and pending orders with their lines and payments, as checkout leaves them. */
const prepare = async (database: Database) => {
  const { db } = database;
  await migrateToLatest(db, 'sqlite');
  await db.schema
    .createTable('crash_progress')
    .addColumn('payment_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('outcome', 'varchar(16)', (c) => c.notNull())
    .execute();
  await db.insertInto('catalogs').values({ id: CATALOG, locale: 'pl', currency: 'PLN' }).execute();
  const products = Array.from({ length: LINES * 3 }, (_, i) => ({
    id: randomUUID(),
    catalog_id: CATALOG,
    type: 'audiobook' as const,
    cycle_type: null,
    slug: `title-${i}`,
    reference_id: `pl_title-${i}`,
    name: `Title ${i}`,
    description: '',
    description_html: '',
    image: null,
    is_free: 0 as const,
    is_available_in_subscription: 0 as const,
    created_at: AT,
    published_at: AT,
  }));
  await db.insertInto('products').values(products).execute();
  const users: Insertable<UserTable>[] = [];
  const orders: Insertable<OrderTable>[] = [];
  const lines: Insertable<OrderLineTable>[] = [];
  const payments: Insertable<PaymentTable>[] = [];
  for (let n = 0; n < ORDERS; n += 1) {
    const userId = randomUUID();
    const orderId = randomUUID();
    users.push({
      id: userId,
      email: `buyer-${n}@example.test`,
      password_hash: null,
      catalog_id: CATALOG,
      marketing_consent: 0 as const,
      newsletter: 0 as const,
      tracking_id: randomUUID(),
      club_until: null,
      created_at: AT,
    });
    orders.push({
      id: orderId,
      user_id: userId,
      catalog_id: CATALOG,
      kind: 'products' as const,
      status: 'pending' as const,
      currency: 'PLN',
      subtotal: LINES * 1000,
      discount: 0,
      total: LINES * 1000,
      promo_code: null,
      created_at: AT,
      paid_at: null,
      failed_at: null,
      failure_reason: null,
    });
    for (let position = 0; position < LINES; position += 1)
      lines.push({
        id: randomUUID(),
        order_id: orderId,
        position,
        product_id: products[(n + position * 3) % products.length]?.id ?? null,
        name: 'Title',
        price: 1000,
      });
    payments.push({
      id: randomUUID(),
      order_id: orderId,
      provider: 'sandbox',
      status: 'pending' as const,
      amount: LINES * 1000,
      currency: 'PLN',
      created_at: AT,
      completed_at: null,
    });
  }
  const chunks = <T>(rows: readonly T[]) =>
    Array.from({ length: Math.ceil(rows.length / 500) }, (_, i) => rows.slice(i * 500, i * 500 + 500));
  await db.transaction().execute(async (trx) => {
    for (const chunk of chunks(users)) await trx.insertInto('users').values(chunk).execute();
    for (const chunk of chunks(orders)) await trx.insertInto('orders').values(chunk).execute();
    for (const chunk of chunks(lines)) await trx.insertInto('order_lines').values(chunk).execute();
    for (const chunk of chunks(payments)) await trx.insertInto('payments').values(chunk).execute();
  });
};

/** Runs the child until it says it is ready, lets it work a random while, then kills it outright. */
const runAndKill = async (file: string): Promise<{ killed: boolean }> => {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', CHILD, file], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve();
    });
    void exited.then(({ code }) => reject(new Error(`child exited (${code}) before it was ready: ${stderr}`)));
  });
  await new Promise((resolve) => setTimeout(resolve, randomInt(20, 300)));
  child.kill('SIGKILL');
  const { code, signal } = await exited;
  if (signal !== 'SIGKILL' && code !== 0) throw new Error(`child failed (${code}): ${stderr}`);
  return { killed: signal === 'SIGKILL' };
};

/** The invariants a crash must never break: every order is wholly applied or not at all. */
const checkInvariants = async (file: string) => {
  const database = createDatabase({ kind: 'sqlite', file });
  try {
    const { db } = database;
    const orders = await db
      .selectFrom('orders')
      .innerJoin('payments', 'payments.order_id', 'orders.id')
      .select(['orders.id', 'orders.user_id', 'orders.status', 'orders.paid_at', 'payments.status as paymentStatus'])
      .execute();
    const licenses = await db.selectFrom('licenses').select(['order_id', 'user_id', 'product_id']).execute();
    const lines = await db.selectFrom('order_lines').select(['order_id', 'product_id']).execute();
    const progress = await db
      .withTables<{ crash_progress: { payment_id: string; outcome: string } }>()
      .selectFrom('crash_progress')
      .innerJoin('payments', 'payments.id', 'crash_progress.payment_id')
      .select(['payments.status', 'crash_progress.outcome'])
      .execute();

    const licensesByOrder = new Map<string, string[]>();
    for (const license of licenses)
      licensesByOrder.set(license.order_id, [
        ...(licensesByOrder.get(license.order_id) ?? []),
        license.product_id ?? '',
      ]);
    const linesByOrder = new Map<string, string[]>();
    for (const line of lines)
      linesByOrder.set(line.order_id, [...(linesByOrder.get(line.order_id) ?? []), line.product_id ?? '']);
    const byId = new Map(orders.map((order) => [order.id, order]));

    let paid = 0;
    for (const order of orders) {
      const granted = (licensesByOrder.get(order.id) ?? []).sort();
      if (order.status === 'paid') {
        paid += 1;
        expect(order.paymentStatus, order.id).toBe('paid');
        expect(order.paid_at).not.toBeNull();
        expect(granted, order.id).toEqual((linesByOrder.get(order.id) ?? []).sort());
      } else {
        expect(order.status, order.id).toBe('pending');
        expect(order.paymentStatus, order.id).toBe('pending');
        expect(granted, order.id).toEqual([]);
      }
    }
    for (const license of licenses) {
      const order = byId.get(license.order_id);
      expect(order?.status).toBe('paid');
      expect(order?.user_id).toBe(license.user_id);
    }
    // What the child recorded as done survived the kill.
    for (const row of progress) {
      expect(row.outcome).toBe('paid');
      expect(row.status).toBe('paid');
    }
    return { paid, recorded: progress.length, licenses: licenses.length };
  } finally {
    await database.close();
  }
};

describe('confirming payments survives being killed at any moment (SQLite file)', () => {
  let dir: string;
  let file: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'audiora-crash-'));
    file = join(dir, 'store.sqlite');
    const database = createDatabase({ kind: 'sqlite', file });
    try {
      await prepare(database);
    } finally {
      await database.close();
    }
  }, 30_000);

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('leaves every order wholly applied or untouched after each SIGKILL', async () => {
    let before = 0;
    let kills = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const { killed } = await runAndKill(file);
      if (killed) kills += 1;
      const state = await checkInvariants(file);
      expect(state.licenses).toBe(state.paid * LINES);
      expect(state.paid).toBeGreaterThanOrEqual(before);
      expect(state.recorded).toBeLessThanOrEqual(state.paid);
      before = state.paid;
    }
    expect(kills).toBeGreaterThan(0);
    // The work went on across the kills.
    expect(before).toBeGreaterThan(0);
  }, 30_000);
});
