import { type AppDeps, createApp } from '#server/app';
import { createDatabase } from '#server/db/create-database';
import { seedDemoCatalogue } from '#server/db/seed/seed-demo-catalogue';
import { createLogger } from '#server/logging/logger';
import { POSTGRES_URL, type TestDatabase } from './databases';
import { CHEAP_TEST_ONLY_PASSWORD_HASHER, type TestApp } from './test-server';

/** Two instances of the server on one database, and how to close them and their schema. */
export interface TwoInstances {
  /** Instance `i % 2`, so a test can alternate between them by counting. */
  on(i: number): TestApp;
  close(): Promise<void>;
}

/**
 * Two instances of the server, as behind a balancer: each its own app and connection pool, on one freshly seeded
 * PostgreSQL schema; `deps` go to both (a shared clock, the stand-ins' shared keys).
 */
export const openTwoInstances = async (
  postgres: { open(): Promise<TestDatabase> },
  deps: Partial<AppDeps> = {},
): Promise<TwoInstances> => {
  const shared = await postgres.open();
  await seedDemoCatalogue(shared.database.db);
  const { schema } = await shared.database.db
    .selectNoFrom((eb) => eb.fn<string>('current_schema').as('schema'))
    .executeTakeFirstOrThrow();
  const instances: TestApp[] = [0, 1].map(() => {
    const database = createDatabase({ kind: 'postgres', url: POSTGRES_URL, schema });
    const app = createApp({
      config: { bodyLimitBytes: 1024 * 1024 },
      db: database.db,
      logger: createLogger('silent'),
      mode: 'production',
      passwordHasher: CHEAP_TEST_ONLY_PASSWORD_HASHER,
      ...deps,
    });
    return { app, database, close: () => database.close() };
  });
  return {
    on: (i) => instances[i % 2] as TestApp,
    close: async () => {
      await Promise.all(instances.map((instance) => instance.close()));
      await shared.dispose();
    },
  };
};
