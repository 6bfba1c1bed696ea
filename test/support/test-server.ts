import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { type AppDeps, createApp } from '#server/app';
import type { Database } from '#server/db/create-database';
import { openDatabase } from '#server/db/open-database';
import { createLogger } from '#server/logging/logger';

export interface TestApp {
  readonly app: ReturnType<typeof createApp>;
  readonly database: Database;
  close(): Promise<void>;
}

/** The API app on a fresh, seeded in-memory database (no storefront, no static files). */
export const createTestApp = async (overrides: Partial<AppDeps> = {}): Promise<TestApp> => {
  const database = await openDatabase({ kind: 'sqlite', file: ':memory:' });
  const app = createApp({
    config: { bodyLimitBytes: 1024 * 1024 },
    db: database.db,
    logger: createLogger('silent'),
    mode: 'production',
    ...overrides,
  });
  return { app, database, close: () => database.close() };
};

export interface RunningTestServer {
  readonly origin: string;
  close(): Promise<void>;
}

/** The API app listening on a free loopback port, for adapters that must speak real HTTP. */
export const startTestServer = async (): Promise<RunningTestServer> => {
  const testApp = await createTestApp();
  const { app } = testApp;
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await testApp.close();
    },
  };
};
