import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { MARKETS } from '#domain/market/markets';
import type { DatabaseSchema } from '#server/db/schema';
import { DATABASE_TARGETS } from './databases';

/** One store a port's contract suite runs over: the in-memory fake, or the Kysely adapter on a database. */
export interface ContractStore<Opened> {
  readonly name: string;
  readonly available: boolean;
  open(): Promise<Opened & { dispose(): Promise<void> }>;
}

/**
 * Opens the store before a suite's tests and disposes of it after them; the suite reads it through the getter, which
 * its tests call once the store is open.
 */
export const openedForSuite = <Opened>(store: ContractStore<Opened>): (() => Opened) => {
  let opened: (Opened & { dispose(): Promise<void> }) | undefined;
  beforeAll(async () => {
    opened = await store.open();
  }, 30_000);
  afterAll(() => opened?.dispose());
  return () => {
    if (!opened) throw new Error(`${store.name} is opened before the suite's tests`);
    return opened;
  };
};

/** The in-memory fake, which needs no disposing. */
export const fakeStore = <Opened>(open: () => Opened): ContractStore<Opened> => ({
  name: 'the in-memory fake',
  available: true,
  open: () => Promise.resolve({ ...open(), dispose: () => Promise.resolve() }),
});

/** The Kysely adapter on every test database (SQLite, and PostgreSQL where one runs), each freshly migrated. */
export const databaseStores = <Opened>(
  open: (db: Kysely<DatabaseSchema>) => Opened | Promise<Opened>,
): ContractStore<Opened>[] =>
  DATABASE_TARGETS.map((target) => ({
    name: `the database on ${target.kind}`,
    available: target.available,
    open: async () => {
      const testDb = await target.open();
      return { ...(await open(testDb.database.db)), dispose: () => testDb.dispose() };
    },
  }));

/** Writes the pl catalogue, which accounts belong to. */
export const addPlCatalogue = (db: Kysely<DatabaseSchema>) =>
  db.insertInto('catalogs').values({ id: MARKETS.pl.catalogId, locale: 'pl', currency: 'PLN' }).execute();

/** Writes an account of the pl market whose address is not proved, without a password. */
export const addUnprovedAccount = async (db: Kysely<DatabaseSchema>, id: string, email: string, now: Date) => {
  await db
    .insertInto('users')
    .values({
      id,
      email,
      password_hash: null,
      catalog_id: MARKETS.pl.catalogId,
      marketing_consent: 0,
      newsletter: 0,
      tracking_id: randomUUID(),
      club_until: null,
      created_at: now.toISOString(),
    })
    .execute();
};
