import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKETS } from '#domain/market/markets';
import { KyselySessionStore } from '#server/accounts/session/kysely-session-store';
import { REFRESH_TOKEN_TTL_MS } from '#server/accounts/session/session-store.port';
import { DATABASE_TARGETS, type TestDatabase } from '#test/support/server/databases';

const USER = '0b7c6a8e-4c1e-4d55-9f37-3c2f0f6f1a11';
const OTHER = '0b7c6a8e-4c1e-4d55-9f37-3c2f0f6f1a12';
const NOW = new Date('2026-11-22T10:00:00Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`session rotation and listing on ${target.kind}`, () => {
    let testDb: TestDatabase;
    let store: KyselySessionStore;

    beforeAll(async () => {
      testDb = await target.open();
      const { db } = testDb.database;
      await db.insertInto('catalogs').values({ id: MARKETS.pl.catalogId, locale: 'pl', currency: 'PLN' }).execute();
      for (const [id, n] of [
        [USER, 1],
        [OTHER, 2],
      ] as const)
        await db
          .insertInto('users')
          .values({
            id,
            email: `user${n}@example.test`,
            password_hash: null,
            catalog_id: MARKETS.pl.catalogId,
            marketing_consent: 0,
            newsletter: 0,
            tracking_id: `5f0e5d52-4b8b-4bb4-8c1a-8d2b3f0f6a0${n}`,
            club_until: null,
            created_at: NOW.toISOString(),
          })
          .execute();
      store = new KyselySessionStore({ db });
    });

    afterAll(() => testDb.dispose());

    const start = (deviceId: string, userId = USER) => store.start({ userId, deviceId, userAgent: 'Firefox' }, NOW);

    it('exchanges a refresh token once for new tokens of the same session', async () => {
      const first = await start('d1');
      const outcome = await store.refresh(first.refreshToken, 'd1', later(1000));
      expect(outcome).toMatchObject({ ok: true, userId: USER, tokens: { sessionId: first.sessionId } });
      if (!outcome.ok) return;
      expect(outcome.tokens.refreshToken).not.toBe(first.refreshToken);
      await expect(store.authenticate(outcome.tokens.accessToken, 'cookie', later(1000))).resolves.toMatchObject({
        sessionId: first.sessionId,
      });
    });

    it('treats a second exchange as reuse and revokes the session', async () => {
      const first = await start('d2');
      const next = await store.refresh(first.refreshToken, 'd2', later(1000));
      expect(next.ok).toBe(true);
      await expect(store.refresh(first.refreshToken, 'd2', later(2000))).resolves.toMatchObject({
        ok: false,
        reason: 'reused',
        sessionId: first.sessionId,
      });
      if (next.ok) {
        await expect(store.authenticate(next.tokens.accessToken, 'cookie', later(2000))).resolves.toBeNull();
        await expect(store.refresh(next.tokens.refreshToken, 'd2', later(3000))).resolves.toMatchObject({
          reason: 'revoked',
        });
      }
      const row = await testDb.database.db
        .selectFrom('sessions')
        .select('revoked_reason')
        .where('id', '=', first.sessionId)
        .executeTakeFirstOrThrow();
      expect(row.revoked_reason).toBe('refresh-reuse');
    });

    it('lets only one of two concurrent exchanges of a token win; the other is reuse', async () => {
      const first = await start('d3');
      const outcomes = await Promise.all([
        store.refresh(first.refreshToken, 'd3', later(1000)),
        store.refresh(first.refreshToken, 'd3', later(1000)),
      ]);
      expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
      expect(outcomes.find((o) => !o.ok)).toMatchObject({ reason: 'reused' });
    });

    it('refuses another device, an expired token and an unknown one without spending the token', async () => {
      const first = await start('d4');
      await expect(store.refresh(first.refreshToken, 'elsewhere', later(1000))).resolves.toMatchObject({
        reason: 'wrong-device',
      });
      await expect(store.refresh(first.refreshToken, 'd4', later(REFRESH_TOKEN_TTL_MS))).resolves.toMatchObject({
        reason: 'expired',
      });
      await expect(store.refresh('x'.repeat(43), 'd4', later(1000))).resolves.toEqual({ ok: false, reason: 'unknown' });
      await expect(store.refresh(first.accessToken, 'd4', later(1000))).resolves.toEqual({
        ok: false,
        reason: 'unknown',
      });
      await expect(store.refresh(first.refreshToken, 'd4', later(1000))).resolves.toMatchObject({ ok: true });
    });

    it("lists an account's live sessions only, and revokes only its own", async () => {
      const mine = await start('list-1');
      const ended = await start('list-2');
      const theirs = await start('list-3', OTHER);
      await store.revoke(ended.sessionId, 'logout', NOW);
      const live = (await store.listLive(USER, later(1000))).map((s) => s.id);
      expect(live).toContain(mine.sessionId);
      expect(live).not.toContain(ended.sessionId);
      expect(live).not.toContain(theirs.sessionId);
      await expect(store.revokeOwn(USER, theirs.sessionId, 'revoked-by-user', NOW)).resolves.toBe(false);
      await expect(store.authenticate(theirs.accessToken, 'bearer', NOW)).resolves.not.toBeNull();
      await expect(store.revokeOwn(USER, mine.sessionId, 'revoked-by-user', NOW)).resolves.toBe(true);
      await expect(store.authenticate(mine.accessToken, 'bearer', NOW)).resolves.toBeNull();
      expect(await store.listLive(USER, later(REFRESH_TOKEN_TTL_MS + 60_000))).toEqual([]);
    });

    it('ends every session of one device of one account', async () => {
      const a = await start('shared-device');
      const b = await start('shared-device');
      const theirs = await start('shared-device', OTHER);
      await expect(store.revokeDevice(USER, 'shared-device', 'device-removed', NOW)).resolves.toBe(2);
      await expect(store.authenticate(a.accessToken, 'bearer', NOW)).resolves.toBeNull();
      await expect(store.authenticate(b.accessToken, 'bearer', NOW)).resolves.toBeNull();
      await expect(store.authenticate(theirs.accessToken, 'bearer', NOW)).resolves.not.toBeNull();
    });

    it('records use of a session at most every few minutes', async () => {
      const session = await start('touch');
      const lastUsed = async () =>
        (
          await testDb.database.db
            .selectFrom('sessions')
            .select('last_used_at')
            .where('id', '=', session.sessionId)
            .executeTakeFirstOrThrow()
        ).last_used_at;
      await store.authenticate(session.accessToken, 'bearer', later(60_000));
      expect(await lastUsed()).toBe(NOW.toISOString());
      await store.authenticate(session.accessToken, 'bearer', later(10 * 60_000));
      expect(await lastUsed()).toBe(later(10 * 60_000).toISOString());
    });
  });
}
