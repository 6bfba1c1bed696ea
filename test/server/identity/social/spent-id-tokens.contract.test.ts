import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '#server/db/create-database';
import { KyselySpentIdTokens } from '#server/identity/social/kysely-spent-id-tokens';
import type { SpentIdTokens } from '#server/identity/social/spent-id-tokens.port';
import { type ContractStore, databaseStores, fakeStore, openedForSuite } from '#test/support/server/contract-stores';
import { DATABASE_TARGETS, POSTGRES_URL, type TestDatabase } from '#test/support/server/databases';
import { InMemorySpentIdTokens } from '#test/support/server/identity/in-memory-spent-id-tokens';

const NOW = new Date('2026-11-22T10:00:00Z');
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
const EXPIRES = at(10);

const STORES: readonly ContractStore<{ readonly spent: SpentIdTokens }>[] = [
  fakeStore(() => ({ spent: new InMemorySpentIdTokens() })),
  ...databaseStores((db) => ({ spent: new KyselySpentIdTokens({ db }) })),
];

for (const store of STORES) {
  describe.skipIf(!store.available)(`spent id_tokens over ${store.name}`, () => {
    const opened = openedForSuite(store);
    let ids = 0;
    const freshId = () => `jti:token-${(ids += 1)}`;

    it('spends a token once: the first use is true, every later one false until it expires', async () => {
      const id = freshId();
      expect(await opened().spent.spend('google', id, EXPIRES, NOW)).toBe(true);
      expect(await opened().spent.spend('google', id, EXPIRES, at(1))).toBe(false);
      expect(await opened().spent.spend('google', id, EXPIRES, at(9.9))).toBe(false);
    });

    it("keeps providers and tokens apart: another token, or the other provider's of the same id, is new", async () => {
      const id = freshId();
      expect(await opened().spent.spend('google', id, EXPIRES, NOW)).toBe(true);
      expect(await opened().spent.spend('apple', id, EXPIRES, NOW)).toBe(true);
      expect(await opened().spent.spend('google', freshId(), EXPIRES, NOW)).toBe(true);
    });

    it('lets exactly one of many uses at once win', async () => {
      const id = freshId();
      const answers = await Promise.all(
        Array.from({ length: 12 }, () => opened().spent.spend('apple', id, EXPIRES, NOW)),
      );
      expect(answers.filter(Boolean)).toHaveLength(1);
    });

    it('forgets a token some time after it expired, when nothing would take it any more', async () => {
      const id = freshId();
      expect(await opened().spent.spend('google', id, EXPIRES, NOW)).toBe(true);
      expect(await opened().spent.spend('google', freshId(), at(30), at(30))).toBe(true);
      expect(await opened().spent.spend('google', id, EXPIRES, at(31))).toBe(true);
    });
  });
}

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`spent id_tokens in the database on ${target.kind}`, () => {
    let testDb: TestDatabase;
    beforeAll(async () => {
      testDb = await target.open();
    }, 30_000);
    afterAll(() => testDb?.dispose());

    it('keeps no token id in clear, and keeps a token a while past its expiry for clocks that run behind', async () => {
      const { db } = testDb.database;
      expect(await new KyselySpentIdTokens({ db }).spend('google', 'jti:kept', EXPIRES, NOW)).toBe(true);
      const rows = await db.selectFrom('spent_id_tokens').selectAll().execute();
      expect(rows.map((r) => r.token_hash)).toEqual([expect.stringMatching(/^[0-9a-f]{64}$/)]);
      expect(rows.map(({ provider, expires_at, spent_at }) => ({ provider, expires_at, spent_at }))).toEqual([
        { provider: 'google', expires_at: EXPIRES.toISOString(), spent_at: NOW.toISOString() },
      ]);
      // Another process prunes whatever expired, whoever spent it, once its margin has passed too.
      expect(await new KyselySpentIdTokens({ db }).spend('google', 'jti:other', at(20), at(12))).toBe(true);
      expect(await new KyselySpentIdTokens({ db }).spend('google', 'jti:kept', EXPIRES, at(12))).toBe(false);
      await new KyselySpentIdTokens({ db }).spend('apple', 'jti:later', at(30), at(16));
      const left = await db.selectFrom('spent_id_tokens').select('expires_at').orderBy('expires_at').execute();
      expect(left.map((r) => r.expires_at)).toEqual([at(20).toISOString(), at(30).toISOString()]);
    });

    // Only PostgreSQL serves several connections at once; SQLite's one connection has nothing to race.
    const onPostgres = target.kind === 'postgres' ? it : undefined;
    onPostgres?.('lets one of two connection pools spending one token at once win, once', async () => {
      const schema = await testDb.database.db
        .selectNoFrom((eb) => eb.fn<string>('current_schema').as('schema'))
        .executeTakeFirstOrThrow();
      const pools = [0, 1].map(() => createDatabase({ kind: 'postgres', url: POSTGRES_URL, schema: schema.schema }));
      try {
        const stores = pools.map((p) => new KyselySpentIdTokens({ db: p.db }));
        const answers = await Promise.all(
          stores.flatMap((s) => Array.from({ length: 10 }, () => s.spend('google', 'jti:raced', EXPIRES, NOW))),
        );
        expect(answers.filter(Boolean)).toHaveLength(1);
      } finally {
        await Promise.all(pools.map((p) => p.close()));
      }
    });
  });
}
