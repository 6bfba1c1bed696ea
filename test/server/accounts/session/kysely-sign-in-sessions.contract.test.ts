import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKETS } from '#domain/market/markets';
import { KyselySignInSessions } from '#server/accounts/session/kysely-sign-in-sessions';
import { MAX_LIVE_SESSIONS_PER_ACCOUNT, MAX_LIVE_SESSIONS_PER_DEVICE } from '#server/accounts/session/session-caps';
import { REFRESH_TOKEN_TTL_MS } from '#server/accounts/session/session-store.port';
import { createDatabase } from '#server/db/create-database';
import { DATABASE_TARGETS, POSTGRES_URL, type TestDatabase } from '#test/support/server/databases';

const NOW = new Date('2026-11-22T10:00:00Z');
const at = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);
const device = (deviceId: string) => ({ deviceId, userAgent: 'Firefox' });

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`sign-in sessions on ${target.kind}`, () => {
    let testDb: TestDatabase;
    let signIns: KyselySignInSessions;

    beforeAll(async () => {
      testDb = await target.open();
      await testDb.database.db
        .insertInto('catalogs')
        .values({ id: MARKETS.pl.catalogId, locale: 'pl', currency: 'PLN' })
        .execute();
      signIns = new KyselySignInSessions({ db: testDb.database.db });
    }, 30_000);
    afterAll(() => testDb?.dispose());

    const newUser = async (): Promise<string> => {
      const id = randomUUID();
      await testDb.database.db
        .insertInto('users')
        .values({
          id,
          email: `${id}@example.test`,
          password_hash: null,
          catalog_id: MARKETS.pl.catalogId,
          marketing_consent: 0,
          newsletter: 0,
          tracking_id: randomUUID(),
          club_until: null,
          created_at: NOW.toISOString(),
          email_verified_at: null,
        })
        .execute();
      return id;
    };
    const sessionsOf = (userId: string) =>
      testDb.database.db
        .selectFrom('sessions')
        .select(['id', 'device_id', 'revoked_reason'])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .execute();
    const liveOf = async (userId: string) => (await sessionsOf(userId)).filter((s) => s.revoked_reason === null);

    it(`ends the least recently used session of the device beyond ${MAX_LIVE_SESSIONS_PER_DEVICE}, in the same step`, async () => {
      const user = await newUser();
      const opened = [];
      for (let i = 0; i < MAX_LIVE_SESSIONS_PER_DEVICE; i += 1) {
        const session = await signIns.open(user, device('tablet'), at(i));
        expect(session.endedSessions).toEqual([]);
        opened.push(session.sessionId);
      }
      // The first is used again after the others; the second is then the one used longest ago.
      await testDb.database.db
        .updateTable('sessions')
        .set({ last_used_at: at(100).toISOString() })
        .where('id', '=', opened[0] ?? '')
        .execute();
      const newest = await signIns.open(user, device('tablet'), at(200));
      expect(newest.endedSessions).toEqual([{ id: opened[1], deviceId: 'tablet' }]);
      const sessions = await sessionsOf(user);
      expect(sessions.filter((s) => s.revoked_reason !== null)).toEqual([
        { id: opened[1], device_id: 'tablet', revoked_reason: 'session-limit' },
      ]);
      expect(await liveOf(user)).toHaveLength(MAX_LIVE_SESSIONS_PER_DEVICE);
    });

    it(`ends the least recently used session of the account beyond ${MAX_LIVE_SESSIONS_PER_ACCOUNT}, whatever its device`, async () => {
      const user = await newUser();
      const first = await signIns.open(user, device('device-0'), at(0));
      for (let i = 1; i < MAX_LIVE_SESSIONS_PER_ACCOUNT; i += 1)
        expect((await signIns.open(user, device(`device-${i}`), at(i))).endedSessions).toEqual([]);
      const newest = await signIns.open(user, device('another'), at(MAX_LIVE_SESSIONS_PER_ACCOUNT));
      expect(newest.endedSessions).toEqual([{ id: first.sessionId, deviceId: 'device-0' }]);
      expect(await liveOf(user)).toHaveLength(MAX_LIVE_SESSIONS_PER_ACCOUNT);
    });

    it('counts only live sessions: ended ones and those whose tokens all expired leave room', async () => {
      const user = await newUser();
      const stale = await signIns.open(user, device('tablet'), at(0));
      const later = at(REFRESH_TOKEN_TTL_MS / 1000 + 1);
      for (let i = 1; i < MAX_LIVE_SESSIONS_PER_DEVICE; i += 1) await signIns.open(user, device('tablet'), later);
      const revoked = await signIns.open(user, device('tablet'), later);
      await testDb.database.db
        .updateTable('sessions')
        .set({ revoked_at: later.toISOString(), revoked_reason: 'logout' })
        .where('id', '=', revoked.sessionId)
        .execute();
      expect((await signIns.open(user, device('tablet'), later)).endedSessions).toEqual([]);
      const reasons = Object.fromEntries((await sessionsOf(user)).map((s) => [s.id, s.revoked_reason]));
      expect(reasons[stale.sessionId]).toBeNull();
      expect(reasons[revoked.sessionId]).toBe('logout');
    });

    it('leaves the sessions of other accounts alone', async () => {
      const [user, other] = [await newUser(), await newUser()];
      const theirs = await signIns.open(other, device('tablet'), at(0));
      for (let i = 0; i <= MAX_LIVE_SESSIONS_PER_DEVICE; i += 1) await signIns.open(user, device('tablet'), at(i + 1));
      expect(await liveOf(other)).toEqual([{ id: theirs.sessionId, device_id: 'tablet', revoked_reason: null }]);
    });

    // Only PostgreSQL serves several connections at once; SQLite's one connection has nothing to race.
    const onPostgres = target.kind === 'postgres' ? it : undefined;
    onPostgres?.(
      'keeps the caps when two connection pools open sessions of one account at once',
      async () => {
        const schema = await testDb.database.db
          .selectNoFrom((eb) => eb.fn<string>('current_schema').as('schema'))
          .executeTakeFirstOrThrow();
        const pools = [0, 1].map(() => createDatabase({ kind: 'postgres', url: POSTGRES_URL, schema: schema.schema }));
        try {
          const stores = pools.map((p) => new KyselySignInSessions({ db: p.db }));
          const storeOf = (i: number) => stores[i % 2] as KyselySignInSessions;
          const onOneDevice = await newUser();
          await Promise.all(
            Array.from({ length: 2 * MAX_LIVE_SESSIONS_PER_DEVICE }, (_, i) =>
              storeOf(i).open(onOneDevice, device('tablet'), at(i)),
            ),
          );
          expect(await liveOf(onOneDevice)).toHaveLength(MAX_LIVE_SESSIONS_PER_DEVICE);
          const onManyDevices = await newUser();
          await Promise.all(
            Array.from({ length: MAX_LIVE_SESSIONS_PER_ACCOUNT + 10 }, (_, i) =>
              storeOf(i).open(onManyDevices, device(`device-${i}`), at(i)),
            ),
          );
          expect(await liveOf(onManyDevices)).toHaveLength(MAX_LIVE_SESSIONS_PER_ACCOUNT);
        } finally {
          await Promise.all(pools.map((p) => p.close()));
        }
      },
      30_000,
    );
  });
}
