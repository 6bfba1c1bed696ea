import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Argon2PasswordHasher } from '#server/accounts/password/password-hasher';
import { type AppDeps, createApp } from '#server/app';
import type { Database } from '#server/db/create-database';
import { openDatabase } from '#server/db/open-database';
import { seedDemoCatalogue } from '#server/db/seed/seed-demo-catalogue';
import { createLogger } from '#server/logging/logger';
import type { TestDatabase } from './databases';

export interface TestApp {
  readonly app: ReturnType<typeof createApp>;
  readonly database: Database;
  close(): Promise<void>;
}

/** A target of `DATABASE_TARGETS` (test/support/databases.ts); PostgreSQL's is opened here, in a schema of its own. */
export interface TestDatabaseTarget {
  readonly kind: string;
  open(): Promise<TestDatabase>;
}

export interface TestAppOptions {
  /** Where the seeded catalogue lives; an in-memory SQLite database unless given. */
  readonly target?: TestDatabaseTarget;
}

const openSeeded = async (target: TestDatabaseTarget): Promise<TestDatabase> => {
  const testDb = await target.open();
  try {
    await seedDemoCatalogue(testDb.database.db);
    return testDb;
  } catch (error) {
    await testDb.dispose();
    throw error;
  }
};

const openInMemory = async (): Promise<TestDatabase> => {
  const database = await openDatabase({ kind: 'sqlite', file: ':memory:' });
  return { database, dispose: () => database.close() };
};

/**
 * argon2id at the lowest cost argon2 accepts (8 KiB, one pass): the server's hashing code, in about a millisecond
 * instead of ~30-100 ms a hash. Test apps use it unless a test passes `passwordHasher` (the tests of the OWASP
 * parameters and of equal sign-in timing pass the real one).
 */
export const CHEAP_TEST_ONLY_PASSWORD_HASHER = new Argon2PasswordHasher({ memoryCost: 8, timeCost: 1, parallelism: 1 });

/**
 * The API app on a fresh, seeded database (no storefront, no static files): in-memory SQLite by default, or the
 * given target of `DATABASE_TARGETS` (SQLite, or a schema of its own on PostgreSQL that `close` drops).
 */
export const createTestApp = async (
  overrides: Partial<AppDeps> = {},
  options: TestAppOptions = {},
): Promise<TestApp> => {
  const testDb = options.target ? await openSeeded(options.target) : await openInMemory();
  const app = createApp({
    config: { bodyLimitBytes: 1024 * 1024 },
    db: testDb.database.db,
    logger: createLogger('silent'),
    mode: 'production',
    passwordHasher: CHEAP_TEST_ONLY_PASSWORD_HASHER,
    ...overrides,
  });
  return { app, database: testDb.database, close: () => testDb.dispose() };
};

export interface RunningTestServer {
  readonly origin: string;
  /** The app behind the socket, for tests that set up accounts and licences in its database. */
  readonly testApp: TestApp;
  close(): Promise<void>;
}

/** The API app listening on a free loopback port, for adapters that must speak real HTTP. */
export const startTestServer = async (
  options: TestAppOptions = {},
  overrides: Partial<AppDeps> = {},
): Promise<RunningTestServer> => {
  const testApp = await createTestApp(overrides, options);
  const { app } = testApp;
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    testApp,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await testApp.close();
    },
  };
};

/** A response with its body parsed as JSON (null for an empty body, as a 304 has). */
export const requestJson = async (
  app: TestApp['app'],
  path: string,
  headers: Readonly<Record<string, string>> = {},
): Promise<{ readonly res: Response; readonly body: unknown }> => {
  const res = await app.request(path, { headers });
  const text = await res.text();
  return { res, body: text === '' ? null : (JSON.parse(text) as unknown) };
};

/** Every `_links` object below the top level of a JSON body (`_f[noLinks]=1` must leave none). */
export const nestedLinks = (body: unknown, depth = 0): unknown[] => {
  if (Array.isArray(body)) return (body as unknown[]).flatMap((item) => nestedLinks(item, depth + 1));
  if (body === null || typeof body !== 'object') return [];
  return Object.entries(body as Record<string, unknown>).flatMap(([key, value]) => [
    ...(key === '_links' && depth > 0 ? [value] : []),
    ...nestedLinks(value, depth + 1),
  ]);
};
