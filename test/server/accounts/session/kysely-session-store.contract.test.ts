import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKETS } from '#domain/market/markets';
import { KyselySessionStore } from '#server/accounts/session/kysely-session-store';
import { ACCESS_TOKEN_TTL_MS } from '#server/accounts/session/session-store.port';
import { tokenHash } from '#server/accounts/session/token';
import { DATABASE_TARGETS, type TestDatabase } from '#test/support/server/databases';

const USER = '0b7c6a8e-4c1e-4d55-9f37-3c2f0f6f1a01';
const NOW = new Date('2026-11-22T10:00:00Z');

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`session store on ${target.kind}`, () => {
    let testDb: TestDatabase;
    let store: KyselySessionStore;

    beforeAll(async () => {
      testDb = await target.open();
      const { db } = testDb.database;
      await db.insertInto('catalogs').values({ id: MARKETS.pl.catalogId, locale: 'pl', currency: 'PLN' }).execute();
      await db
        .insertInto('users')
        .values({
          id: USER,
          email: 'ola@example.test',
          password_hash: null,
          catalog_id: MARKETS.pl.catalogId,
          marketing_consent: 0,
          newsletter: 0,
          tracking_id: '5f0e5d52-4b8b-4bb4-8c1a-8d2b3f0f6a02',
          club_until: null,
          created_at: NOW.toISOString(),
        })
        .execute();
      store = new KyselySessionStore({ db });
    });

    afterAll(() => testDb.dispose());

    it('authenticates a fresh access token as its user, session and device', async () => {
      const tokens = await store.start({ userId: USER, deviceId: 'device-1', userAgent: 'Chromium' }, NOW);
      await expect(store.authenticate(tokens.accessToken, 'cookie', NOW)).resolves.toEqual({
        userId: USER,
        sessionId: tokens.sessionId,
        deviceId: 'device-1',
        via: 'cookie',
      });
    });

    it('stores tokens only as hashes, with 256-bit secrets', async () => {
      const tokens = await store.start({ userId: USER, deviceId: 'device-2', userAgent: 'Chromium' }, NOW);
      const rows = await testDb.database.db.selectFrom('session_tokens').select('token_hash').execute();
      const stored = rows.map((r) => r.token_hash);
      expect(stored).not.toContain(tokens.accessToken);
      expect(stored).toContain(tokenHash(tokens.accessToken));
      expect(Buffer.from(tokens.accessToken, 'base64url')).toHaveLength(32);
    });

    it('refuses an expired access token, a refresh token, an unknown token and a revoked session', async () => {
      const tokens = await store.start({ userId: USER, deviceId: 'device-3', userAgent: 'Chromium' }, NOW);
      const expired = new Date(NOW.getTime() + ACCESS_TOKEN_TTL_MS);
      await expect(store.authenticate(tokens.accessToken, 'bearer', expired)).resolves.toBeNull();
      await expect(store.authenticate(tokens.refreshToken, 'bearer', NOW)).resolves.toBeNull();
      await expect(store.authenticate('not-a-token-at-all-000000', 'bearer', NOW)).resolves.toBeNull();
      await store.revoke(tokens.sessionId, 'logout', NOW);
      await expect(store.authenticate(tokens.accessToken, 'bearer', NOW)).resolves.toBeNull();
    });
  });
}
