import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKETS } from '#domain/market/markets';
import type {
  DeviceSignInRepository,
  NewDeviceSignIn,
} from '#server/accounts/device-sign-in/device-sign-in-repository.port';
import { KyselyDeviceSignInRepository } from '#server/accounts/device-sign-in/kysely-device-sign-in-repository';
import { tokenHash } from '#server/accounts/session/token';
import {
  addPlCatalogue,
  addUnprovedAccount,
  type ContractStore,
  databaseStores,
  fakeStore,
  openedForSuite,
} from '#test/support/server/contract-stores';
import { createDatabase } from '#server/db/create-database';
import { DATABASE_TARGETS, POSTGRES_URL, type TestDatabase } from '#test/support/server/databases';
import { InMemoryDeviceSignIns } from '#test/support/server/accounts/in-memory-device-sign-ins';

const NOW = new Date('2026-11-27T10:00:00Z');
const at = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);
const TTL_SECONDS = 600;

interface Opened {
  readonly signIns: DeviceSignInRepository;
  /** Writes an account that may approve or deny. */
  addAccount(id: string): Promise<void>;
}

const STORES: readonly ContractStore<Opened>[] = [
  fakeStore(() => ({ signIns: new InMemoryDeviceSignIns(), addAccount: () => Promise.resolve() })),
  ...databaseStores(async (db) => {
    await addPlCatalogue(db);
    return {
      signIns: new KyselyDeviceSignInRepository({ db }),
      addAccount: (id: string) => addUnprovedAccount(db, id, `listener-${id.slice(0, 8)}@example.test`, NOW),
    };
  }),
];

let codes = 0;
/** A fresh user code of the alphabet, unique within the run. */
const freshUserCode = () => {
  codes += 1;
  return `BCDF${'GHJK'[codes % 4]}${'MNPQ'[Math.floor(codes / 4) % 4]}${'RSTV'[Math.floor(codes / 16) % 4]}${'WXZB'[Math.floor(codes / 64) % 4]}`;
};

/** A new sign-in started at `start`, expiring TTL_SECONDS later. */
const aSignIn = (start = NOW, overrides: Partial<NewDeviceSignIn> = {}): NewDeviceSignIn => ({
  deviceCodeHash: tokenHash(randomUUID()),
  userCode: freshUserCode(),
  deviceId: 'cli-device',
  clientName: 'Audiora command line on linux',
  catalogId: MARKETS.pl.catalogId,
  createdAt: start,
  expiresAt: new Date(start.getTime() + TTL_SECONDS * 1000),
  intervalSeconds: 5,
  ...overrides,
});

for (const store of STORES) {
  describe.skipIf(!store.available)(`device sign-ins over ${store.name}`, () => {
    const opened = openedForSuite(store);

    const account = async () => {
      const id = randomUUID();
      await opened().addAccount(id);
      return id;
    };
    const started = async (start = NOW, overrides: Partial<NewDeviceSignIn> = {}) => {
      const signIn = aSignIn(start, overrides);
      expect(await opened().signIns.start(signIn, start)).toBe(true);
      return signIn;
    };

    it('keeps a started sign-in pending, found by its device code and by its user code until it expires', async () => {
      const signIn = await started();
      const expected = { ...signIn, lastPolledAt: null, state: 'pending', userId: null };
      expect(await opened().signIns.byDeviceCode(signIn.deviceCodeHash)).toEqual(expected);
      expect(await opened().signIns.pendingByUserCode(signIn.userCode, at(TTL_SECONDS - 1))).toEqual(expected);
      expect(await opened().signIns.pendingByUserCode(signIn.userCode, at(TTL_SECONDS))).toBeNull();
      expect(await opened().signIns.byDeviceCode(tokenHash('never started'))).toBeNull();
      expect(await opened().signIns.pendingByUserCode(freshUserCode(), NOW)).toBeNull();
    });

    it('refuses a user code a live sign-in holds, and frees it once that one expired', async () => {
      const first = await started();
      expect(await opened().signIns.start(aSignIn(at(10), { userCode: first.userCode }), at(10))).toBe(false);
      const later = aSignIn(at(TTL_SECONDS), { userCode: first.userCode });
      expect(await opened().signIns.start(later, at(TTL_SECONDS))).toBe(true);
      expect(await opened().signIns.byDeviceCode(first.deviceCodeHash)).toBeNull();
      expect((await opened().signIns.pendingByUserCode(first.userCode, at(TTL_SECONDS)))?.deviceCodeHash).toBe(
        later.deviceCodeHash,
      );
    });

    it('records polls over the one read, so of two polls at once only one is recorded', async () => {
      const signIn = await started();
      expect(
        await opened().signIns.recordPoll(signIn.deviceCodeHash, {
          previous: null,
          polledAt: at(1),
          intervalSeconds: 5,
        }),
      ).toBe(true);
      const polls = await Promise.all(
        [at(2), at(2)].map((polledAt) =>
          opened().signIns.recordPoll(signIn.deviceCodeHash, { previous: at(1), polledAt, intervalSeconds: 10 }),
        ),
      );
      expect(polls.filter(Boolean)).toHaveLength(1);
      expect(
        await opened().signIns.recordPoll(signIn.deviceCodeHash, {
          previous: at(1),
          polledAt: at(3),
          intervalSeconds: 15,
        }),
      ).toBe(false);
      const kept = await opened().signIns.byDeviceCode(signIn.deviceCodeHash);
      expect([kept?.lastPolledAt, kept?.intervalSeconds]).toEqual([at(2), 10]);
    });

    it('approves a pending sign-in once, for the approving account, and redeems it exactly once', async () => {
      const userId = await account();
      const signIn = await started();
      expect(await opened().signIns.decide(signIn.userCode, { approve: true, userId }, at(30))).toBe(true);
      expect(await opened().signIns.decide(signIn.userCode, { approve: false, userId }, at(31))).toBe(false);
      expect(await opened().signIns.pendingByUserCode(signIn.userCode, at(31))).toBeNull();
      expect(await opened().signIns.byDeviceCode(signIn.deviceCodeHash)).toMatchObject({ state: 'approved', userId });
      expect(
        await opened().signIns.recordPoll(signIn.deviceCodeHash, {
          previous: null,
          polledAt: at(32),
          intervalSeconds: 5,
        }),
      ).toBe(false);
      const redemptions = await Promise.all(
        Array.from({ length: 8 }, () => opened().signIns.redeem(signIn.deviceCodeHash, at(40))),
      );
      expect(redemptions.filter((r) => r !== null)).toEqual([userId]);
      expect(await opened().signIns.redeem(signIn.deviceCodeHash, at(41))).toBeNull();
      expect((await opened().signIns.byDeviceCode(signIn.deviceCodeHash))?.state).toBe('redeemed');
    });

    it('denies a pending sign-in, which then neither redeems nor takes another decision', async () => {
      const userId = await account();
      const signIn = await started();
      expect(await opened().signIns.decide(signIn.userCode, { approve: false, userId }, at(30))).toBe(true);
      expect(await opened().signIns.decide(signIn.userCode, { approve: true, userId }, at(31))).toBe(false);
      expect(await opened().signIns.redeem(signIn.deviceCodeHash, at(32))).toBeNull();
      expect(await opened().signIns.byDeviceCode(signIn.deviceCodeHash)).toMatchObject({ state: 'denied', userId });
    });

    it('decides nothing once expired, and redeems no approval once expired', async () => {
      const userId = await account();
      const late = await started();
      expect(await opened().signIns.decide(late.userCode, { approve: true, userId }, at(TTL_SECONDS))).toBe(false);
      const slow = await started();
      expect(await opened().signIns.decide(slow.userCode, { approve: true, userId }, at(TTL_SECONDS - 1))).toBe(true);
      expect(await opened().signIns.redeem(slow.deviceCodeHash, at(TTL_SECONDS))).toBeNull();
    });

    it('lets exactly one of two decisions at once through', async () => {
      const [one, other] = [await account(), await account()];
      const signIn = await started();
      const decisions = await Promise.all([
        opened().signIns.decide(signIn.userCode, { approve: true, userId: one }, at(5)),
        opened().signIns.decide(signIn.userCode, { approve: false, userId: other }, at(5)),
      ]);
      expect(decisions.filter(Boolean)).toHaveLength(1);
    });
  });
}

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`device sign-ins in the database on ${target.kind}`, () => {
    let testDb: TestDatabase;
    beforeAll(async () => {
      testDb = await target.open();
      await addPlCatalogue(testDb.database.db);
    }, 30_000);
    afterAll(() => testDb?.dispose());

    it('keeps the device code only as its hash, and the user code canonical', async () => {
      const { db } = testDb.database;
      const signIn = aSignIn();
      expect(await new KyselyDeviceSignInRepository({ db }).start(signIn, NOW)).toBe(true);
      const rows = await db.selectFrom('device_sign_ins').selectAll().execute();
      expect(rows).toEqual([
        {
          device_code_hash: expect.stringMatching(/^[0-9a-f]{64}$/) as string,
          user_code: signIn.userCode,
          device_id: 'cli-device',
          client_name: 'Audiora command line on linux',
          catalog_id: MARKETS.pl.catalogId,
          created_at: NOW.toISOString(),
          expires_at: at(TTL_SECONDS).toISOString(),
          interval_seconds: 5,
          last_polled_at: null,
          state: 'pending',
          user_id: null,
        },
      ]);
    });

    it('refuses a state it does not know', async () => {
      const { db } = testDb.database;
      const signIn = aSignIn();
      await expect(
        db
          .insertInto('device_sign_ins')
          .values({
            device_code_hash: signIn.deviceCodeHash,
            user_code: signIn.userCode,
            device_id: 'x',
            client_name: 'x',
            catalog_id: MARKETS.pl.catalogId,
            created_at: NOW.toISOString(),
            expires_at: NOW.toISOString(),
            interval_seconds: 5,
            last_polled_at: null,
            state: 'granted' as 'approved',
            user_id: null,
          })
          .execute(),
      ).rejects.toThrow();
    });

    // Only PostgreSQL serves several connections at once; SQLite's one connection has nothing to race.
    const onPostgres = target.kind === 'postgres' ? it : undefined;
    onPostgres?.('lets one of two connection pools redeeming one approval at once have it, once', async () => {
      const { db } = testDb.database;
      const userId = randomUUID();
      await addUnprovedAccount(db, userId, 'raced@example.test', NOW);
      const signIn = aSignIn();
      await new KyselyDeviceSignInRepository({ db }).start(signIn, NOW);
      await new KyselyDeviceSignInRepository({ db }).decide(signIn.userCode, { approve: true, userId }, NOW);
      const schema = await db
        .selectNoFrom((eb) => eb.fn<string>('current_schema').as('schema'))
        .executeTakeFirstOrThrow();
      const pools = [0, 1].map(() => createDatabase({ kind: 'postgres', url: POSTGRES_URL, schema: schema.schema }));
      try {
        const stores = pools.map((p) => new KyselyDeviceSignInRepository({ db: p.db }));
        const answers = await Promise.all(
          stores.flatMap((s) => Array.from({ length: 10 }, () => s.redeem(signIn.deviceCodeHash, at(5)))),
        );
        expect(answers.filter((a) => a !== null)).toEqual([userId]);
      } finally {
        await Promise.all(pools.map((p) => p.close()));
      }
    });
  });
}
