import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttemptLimiters } from '#server/accounts/throttle/attempt-limiter.port';
import { attemptsCounted } from '#server/accounts/throttle/attempt-window';
import { KyselyAttemptLimiters } from '#server/accounts/throttle/kysely-attempt-limiters';
import { createDatabase } from '#server/db/create-database';
import { DATABASE_TARGETS, POSTGRES_URL, type TestDatabase } from '#test/support/server/databases';
import { InMemoryAttemptLimiters } from '#test/support/server/in-memory-attempt-limiters';

const WINDOW = 15 * 60 * 1000;

interface Store {
  readonly name: string;
  readonly available: boolean;
  /** Property runs: fewer where every step is a database round trip. */
  readonly runs: number;
  open(): Promise<{ readonly limiters: AttemptLimiters; dispose(): Promise<void> }>;
}

const STORES: readonly Store[] = [
  {
    name: 'the in-memory fake',
    available: true,
    runs: 100,
    open: () => Promise.resolve({ limiters: new InMemoryAttemptLimiters(), dispose: () => Promise.resolve() }),
  },
  ...DATABASE_TARGETS.map((target) => ({
    name: `the database on ${target.kind}`,
    available: target.available,
    runs: target.kind === 'sqlite' ? 50 : 20,
    open: async () => {
      const testDb = await target.open();
      return { limiters: new KyselyAttemptLimiters({ db: testDb.database.db }), dispose: () => testDb.dispose() };
    },
  })),
];

for (const store of STORES) {
  describe.skipIf(!store.available)(`attempt limiters over ${store.name}`, () => {
    let opened: { readonly limiters: AttemptLimiters; dispose(): Promise<void> } | undefined;
    let limiters: AttemptLimiters;
    let scopes = 0;
    /** A limiter of a scope of its own, so property runs never see each other's attempts. */
    const fresh = (limit: number, windowMs = WINDOW) => limiters.limiter(`test.${(scopes += 1)}`, { limit, windowMs });

    beforeAll(async () => {
      opened = await store.open();
      limiters = opened.limiters;
    }, 30_000);
    afterAll(() => opened?.dispose());

    it('never lets a key make more than `limit` attempts in any window, when callers respect its answer', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 1, max: 6 }),
          fc.array(fc.integer({ min: 0, max: 5 * 60 * 1000 }), { minLength: 1, maxLength: 30 }),
          async (limit, gaps) => {
            const limiter = fresh(limit);
            const accepted: number[] = [];
            let at = 0;
            for (const gap of gaps) {
              at += gap;
              if ((await limiter.retryAfterSeconds('k', new Date(at))) > 0) continue;
              await limiter.record('k', new Date(at));
              accepted.push(at);
            }
            for (const start of accepted)
              expect(accepted.filter((t) => t >= start && t < start + WINDOW).length).toBeLessThanOrEqual(limit);
          },
        ),
        { numRuns: store.runs },
      );
    }, 60_000);

    it('tells exactly when the key may try again', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 1, max: 6 }),
          fc.integer({ min: 0, max: WINDOW - 1000 }),
          async (limit, spread) => {
            const limiter = fresh(limit);
            for (let i = 0; i < limit; i += 1) await limiter.record('k', new Date((spread * i) / limit));
            const now = new Date(spread);
            const wait = await limiter.retryAfterSeconds('k', now);
            expect(wait).toBeGreaterThan(0);
            expect(await limiter.retryAfterSeconds('k', new Date(now.getTime() + wait * 1000))).toBe(0);
            expect(await limiter.retryAfterSeconds('other', now)).toBe(0);
          },
        ),
        { numRuns: store.runs },
      );
    }, 60_000);

    it('lets 5 attempts through in 15 minutes, then names the wait until the oldest one ages out', async () => {
      const limiter = fresh(5);
      for (let i = 0; i < 5; i += 1) {
        expect(await limiter.retryAfterSeconds('k', new Date(i * 60_000))).toBe(0);
        await limiter.record('k', new Date(i * 60_000));
      }
      expect(await limiter.retryAfterSeconds('k', new Date(5 * 60_000))).toBe(10 * 60);
      expect(await limiter.retryAfterSeconds('other', new Date(5 * 60_000))).toBe(0);
      expect(await limiter.retryAfterSeconds('k', new Date(WINDOW - 1))).toBe(1);
      expect(await limiter.retryAfterSeconds('k', new Date(WINDOW))).toBe(0);
    });

    it('keeps keys apart, and a refusal always names a positive wait no longer than the window that suffices', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 1, max: 6 }),
          fc.integer({ min: 1, max: 600 }),
          fc.array(fc.tuple(fc.integer({ min: 0, max: 200_000 }), fc.constantFrom('a', 'b')), { maxLength: 40 }),
          async (limit, windowSeconds, steps) => {
            const windowMs = windowSeconds * 1000;
            const limiter = fresh(limit, windowMs);
            const accepted: Record<string, number[]> = { a: [], b: [] };
            let now = 0;
            for (const [gap, key] of steps) {
              now += gap;
              const wait = await limiter.retryAfterSeconds(key, new Date(now));
              if (wait === 0) {
                await limiter.record(key, new Date(now));
                accepted[key]?.push(now);
              } else {
                expect(wait).toBeGreaterThan(0);
                expect(wait).toBeLessThanOrEqual(windowSeconds);
                expect(await limiter.retryAfterSeconds(key, new Date(now + wait * 1000))).toBe(0);
              }
            }
            for (const times of Object.values(accepted))
              for (const start of times)
                expect(times.filter((t) => t >= start && t < start + windowMs).length).toBeLessThanOrEqual(limit);
          },
        ),
        { numRuns: store.runs },
      );
    }, 60_000);

    it('counts attempts of the same instant each', async () => {
      const limiter = fresh(3);
      await Promise.all([1, 2].map(() => limiter.record('k', new Date(1000))));
      expect(await limiter.retryAfterSeconds('k', new Date(1000))).toBe(0);
      await limiter.record('k', new Date(1000));
      expect(await limiter.retryAfterSeconds('k', new Date(1000))).toBe(WINDOW / 1000);
    });

    it('answers the newest attempts of the window, newest first, enough of them to count up to the limit', async () => {
      const limiter = fresh(3);
      for (const ms of [0, 1000, 1000, 2000, 3000]) await limiter.record('k', new Date(ms));
      const newest = await limiter.recent('k', new Date(3000));
      expect(newest[0]).toEqual({ at: 3000, attempts: 1 });
      expect(attemptsCounted(newest, limiter.rule)).toBe(3);
      // Attempts after `now` do not count yet; those older than the window no longer do.
      const before = await limiter.recent('k', new Date(1500));
      expect([before[0], attemptsCounted(before, limiter.rule)]).toEqual([{ at: 1000, attempts: 2 }, 3]);
      const later = await limiter.recent('k', new Date(WINDOW + 1500));
      expect([later[0]?.at, attemptsCounted(later, limiter.rule)]).toEqual([3000, 2]);
      expect(await limiter.recent('other', new Date(3000))).toEqual([]);
    });

    it('keeps grouped keys apart from each other and from plain keys, and forgets a whole group at once', async () => {
      const limiter = fresh(1);
      const sibling = fresh(1);
      const keys = [
        { group: 'ola@example.test', member: 'address 10.0.0.1' },
        { group: 'ola@example.test', member: 'address 10.0.0.2' },
        { group: 'ada@example.test', member: 'address 10.0.0.1' },
      ];
      for (const key of keys) await limiter.record(key, new Date(0));
      await limiter.record('ola@example.test', new Date(0));
      await sibling.record(keys[0] ?? 'k', new Date(0));
      expect(
        await limiter.retryAfterSeconds({ group: 'ola@example.test', member: 'address 10.0.0.3' }, new Date(1)),
      ).toBe(0);
      expect(await limiter.retryAfterSeconds('address 10.0.0.1', new Date(1))).toBe(0);
      await limiter.resetGroup('ola@example.test');
      const waits = await Promise.all(
        [...keys, 'ola@example.test'].map((key) => limiter.retryAfterSeconds(key, new Date(1))),
      );
      expect(waits).toEqual([0, 0, 900, 900]);
      expect(await sibling.retryAfterSeconds(keys[0] ?? 'k', new Date(1))).toBe(900);
    });

    it('forgets a key on reset, and only that key of that scope', async () => {
      const limiter = fresh(1);
      const sibling = fresh(1);
      await limiter.record('k', new Date(0));
      await limiter.record('j', new Date(0));
      await sibling.record('k', new Date(0));
      expect(await limiter.retryAfterSeconds('k', new Date(1))).toBe(900);
      await limiter.reset('k');
      expect(await limiter.retryAfterSeconds('k', new Date(1))).toBe(0);
      expect(await limiter.retryAfterSeconds('j', new Date(1))).toBe(900);
      expect(await sibling.retryAfterSeconds('k', new Date(1))).toBe(900);
    });
  });
}

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`attempt limiters in the database on ${target.kind}`, () => {
    let testDb: TestDatabase;
    beforeAll(async () => {
      testDb = await target.open();
    }, 30_000);
    afterAll(() => testDb?.dispose());

    it('keeps no key in clear, and prunes attempts once they left their window', async () => {
      const { db } = testDb.database;
      const limiter = new KyselyAttemptLimiters({ db }).limiter('prune.test', { limit: 2, windowMs: WINDOW });
      await limiter.record('ola@example.test', new Date(0));
      const rows = await db.selectFrom('throttle_attempts').selectAll().where('scope', '=', 'prune.test').execute();
      expect(rows.map((r) => r.key_hash)).toEqual([expect.stringMatching(/^[0-9a-f]{64}$/)]);
      // Another process's limiters prune whatever has expired, whoever wrote it.
      await new KyselyAttemptLimiters({ db })
        .limiter('prune.other', { limit: 2, windowMs: WINDOW })
        .record('x', new Date(WINDOW));
      const left = await db.selectFrom('throttle_attempts').select('scope').where('scope', '=', 'prune.test').execute();
      expect(left).toEqual([]);
    });

    it("stores a grouped key's hash in two halves, the first shared by the group, with nothing in clear", async () => {
      const { db } = testDb.database;
      const limiter = new KyselyAttemptLimiters({ db }).limiter('group.test', { limit: 2, windowMs: WINDOW });
      for (const address of ['203.0.113.1', '203.0.113.2'])
        await limiter.record({ group: 'ola@example.test', member: `address ${address}` }, new Date(0));
      const rows = await db
        .selectFrom('throttle_attempts')
        .select('key_hash')
        .where('scope', '=', 'group.test')
        .execute();
      const hashes = rows.map((r) => r.key_hash);
      expect(hashes).toEqual([expect.stringMatching(/^[0-9a-f]{64}$/), expect.stringMatching(/^[0-9a-f]{64}$/)]);
      expect(new Set(hashes.map((h) => h.slice(0, 32))).size).toBe(1);
      expect(new Set(hashes).size).toBe(2);
    });

    // Only PostgreSQL serves several connections at once; SQLite's one connection has nothing to race.
    const onPostgres = target.kind === 'postgres' ? it : undefined;
    onPostgres?.('counts every attempt that two connection pools record at once', async () => {
      const schema = await testDb.database.db
        .selectNoFrom((eb) => eb.fn<string>('current_schema').as('schema'))
        .executeTakeFirstOrThrow();
      const pools = [0, 1].map(() => createDatabase({ kind: 'postgres', url: POSTGRES_URL, schema: schema.schema }));
      try {
        const rule = { limit: 40, windowMs: WINDOW };
        const limiters = pools.map((p) => new KyselyAttemptLimiters({ db: p.db }).limiter('race.test', rule));
        const at = new Date(5000);
        await Promise.all(limiters.flatMap((limiter) => Array.from({ length: 20 }, () => limiter.record('k', at))));
        expect(await limiters[0]?.retryAfterSeconds('k', at)).toBe(WINDOW / 1000);
        const rows = await testDb.database.db
          .selectFrom('throttle_attempts')
          .select('attempts')
          .where('scope', '=', 'race.test')
          .execute();
        expect(rows.map((r) => Number(r.attempts))).toEqual([40]);
      } finally {
        await Promise.all(pools.map((p) => p.close()));
      }
    });
  });
}
