import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setImmediate as yieldTurn } from 'node:timers/promises';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import { createDatabase, type Database, type DatabaseKind, type DatabaseOptions } from '#server/db/create-database';
import { POSTGRES_URL } from '#test/support/server/databases';
import { dropSchema } from '#test/support/server/schema-lock';

const WATCH_LIMIT_MS = 10_000;

/** Sees a payment's status as any other client of the database does: only once its transaction committed. */
export interface PaymentWatch {
  /** Resolves once the payment is no longer pending. */
  settled(paymentId: string): Promise<void>;
  close(): Promise<void>;
}

/** A database that outlives the server processes started on it: a SQLite file, or a PostgreSQL schema. */
export interface CrashDatabase {
  /** What the server process opens (it migrates and seeds at its first start). */
  readonly options: DatabaseOptions;
  /** A connection of the test's own, to read what the server left behind. */
  connect(): Database;
  watch(): PaymentWatch;
  dispose(): Promise<void>;
}

const pollUntil = async (settled: () => Promise<boolean> | boolean, paymentId: string) => {
  const deadline = Date.now() + WATCH_LIMIT_MS;
  while (!(await settled())) {
    if (Date.now() > deadline) throw new Error(`payment ${paymentId} stayed pending`);
    await yieldTurn();
  }
};

const sqliteFile = (): CrashDatabase => {
  const dir = mkdtempSync(join(tmpdir(), 'audiora-crash-'));
  const file = join(dir, 'store.sqlite');
  const options: DatabaseOptions = { kind: 'sqlite', file };
  return {
    options,
    connect: () => createDatabase(options),
    watch: () => {
      // Read-only, so closing it never checkpoints the log the killed server left for the next one to recover.
      const sqlite = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
      const status = sqlite.prepare<[string], { status: string }>('select status from payments where id = ?');
      return {
        settled: (paymentId) => pollUntil(() => status.get(paymentId)?.status !== 'pending', paymentId),
        close: async () => void sqlite.close(),
      };
    },
    dispose: async () => rmSync(dir, { recursive: true, force: true }),
  };
};

const postgresSchema = async (): Promise<CrashDatabase> => {
  const schema = `crash_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const options: DatabaseOptions = { kind: 'postgres', url: POSTGRES_URL, schema };
  return {
    options,
    connect: () => createDatabase(options),
    watch: () => {
      const watcher = createDatabase(options);
      const { db } = watcher;
      const statusOf = async (paymentId: string) =>
        (await db.selectFrom('payments').select('status').where('id', '=', paymentId).executeTakeFirst())?.status;
      return {
        settled: (paymentId) => pollUntil(async () => (await statusOf(paymentId)) !== 'pending', paymentId),
        close: () => watcher.close(),
      };
    },
    dispose: async () => {
      await dropSchema(POSTGRES_URL, schema);
    },
  };
};

/** An empty database of the kind; the server's first start migrates it. */
export const openCrashDatabase = (kind: DatabaseKind): Promise<CrashDatabase> =>
  kind === 'sqlite' ? Promise.resolve(sqliteFile()) : postgresSchema();
