import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_LIMITS } from '#server/accounts/throttle/account-throttle';
import { createApp } from '#server/app';
import { createDatabase, type Database } from '#server/db/create-database';
import { seedDemoCatalogue } from '#server/db/seed/seed-demo-catalogue';
import { createLogger } from '#server/logging/logger';
import { DATABASE_TARGETS, POSTGRES_URL, type TestDatabase } from '#test/support/server/databases';
import { CHEAP_TEST_ONLY_PASSWORD_HASHER, type TestApp } from '#test/support/server/test-server';
import { register, signIn, uniqueEmail } from '#test/support/server/account-flows';

const postgres = DATABASE_TARGETS.find((target) => target.kind === 'postgres');

/**
 * Two instances of the server, as behind a balancer: each its own app and its own connection pool, on one PostgreSQL
 * schema. A limit counts the attempts both served.
 */
describe.skipIf(!postgres?.available)('sign-in throttling across two instances on one PostgreSQL database', () => {
  let shared: TestDatabase;
  const pools: Database[] = [];
  const instances: TestApp[] = [];

  beforeAll(async () => {
    if (!postgres) return;
    shared = await postgres.open();
    await seedDemoCatalogue(shared.database.db);
    const { schema } = await shared.database.db
      .selectNoFrom((eb) => eb.fn<string>('current_schema').as('schema'))
      .executeTakeFirstOrThrow();
    for (let i = 0; i < 2; i += 1) {
      const database = createDatabase({ kind: 'postgres', url: POSTGRES_URL, schema });
      pools.push(database);
      const app = createApp({
        config: { bodyLimitBytes: 1024 * 1024 },
        db: database.db,
        logger: createLogger('silent'),
        mode: 'production',
        passwordHasher: CHEAP_TEST_ONLY_PASSWORD_HASHER,
      });
      instances.push({ app, database, close: () => database.close() });
    }
  }, 60_000);

  afterAll(async () => {
    await Promise.all(pools.map((pool) => pool.close()));
    await shared?.dispose();
  });

  const on = (i: number): TestApp => instances[i % 2] as TestApp;
  const fail = (i: number, email: string, address: string) =>
    signIn(on(i), { email, password: 'wrong password' }, { address });

  it(`refuses the failure after ${SIGN_IN_LIMITS.perAddress.limit} from one address, spread over both`, async () => {
    const address = '203.0.113.7';
    for (let i = 0; i < SIGN_IN_LIMITS.perAddress.limit; i += 1)
      expect((await fail(i, uniqueEmail('spread'), address)).res.status).toBe(401);
    for (const i of [0, 1]) {
      const { res, body } = await fail(i, uniqueEmail('spread'), address);
      expect(res.status).toBe(429);
      expect(body).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
      expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
    }
    expect((await fail(0, uniqueEmail('spread'), '203.0.113.8')).res.status).toBe(401);
  });

  it(`refuses the failure after ${SIGN_IN_LIMITS.perAccount.limit} for one account, and a success on one clears it on both`, async () => {
    const email = uniqueEmail('shared');
    expect((await register(on(0), { email }, { address: '203.0.113.20' })).res.status).toBe(201);
    for (let i = 0; i < SIGN_IN_LIMITS.perAccount.limit - 1; i += 1)
      expect((await fail(i, email, `203.0.113.${30 + i}`)).res.status).toBe(401);
    expect((await signIn(on(1), { email }, { address: '203.0.113.40' })).res.status).toBe(200);
    for (let i = 0; i < SIGN_IN_LIMITS.perAccount.limit; i += 1)
      expect((await fail(i, email, `203.0.113.${50 + i}`)).res.status).toBe(401);
    expect((await fail(0, email, '203.0.113.60')).res.status).toBe(429);
    expect((await signIn(on(1), { email }, { address: '203.0.113.61' })).res.status).toBe(429);
  });

  it('counts failures served at the same time by both instances', async () => {
    const address = '203.0.113.90';
    const answers = await Promise.all(
      Array.from({ length: SIGN_IN_LIMITS.perAddress.limit }, (_, i) => fail(i, uniqueEmail('burst'), address)),
    );
    expect(answers.map((a) => a.res.status)).toEqual(Array(SIGN_IN_LIMITS.perAddress.limit).fill(401));
    expect((await fail(1, uniqueEmail('burst'), address)).res.status).toBe(429);
  });
});
