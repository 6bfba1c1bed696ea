import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#contract/api-error.schema';
import { playerSessionSchema } from '#contract/player-session.schema';
import { MARKETS } from '#domain/market/markets';
import { KyselySessionStore } from '#server/accounts/session/kysely-session-store';
import { associateDevice, type TestUser } from '#test/support/server/accounts';
import { DATABASE_TARGETS } from '#test/support/server/databases';
import { librarySuite } from '#test/support/server/library-suite';

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`the player session on ${target.kind}`, () => {
    const { clock, db, user, command, get, title } = librarySuite(target);

    /** The same account signed in on a phone (recorded as associated, as sign-in does). */
    const onPhone = async (who: TestUser): Promise<TestUser> => {
      await associateDevice(db(), who.userId, 'phone', { name: 'Safari on iOS', firstSeen: clock.now });
      const tokens = await new KyselySessionStore({ db: db() }).start(
        { userId: who.userId, deviceId: 'phone', userAgent: 'test' },
        clock.now,
      );
      return { ...who, deviceId: 'phone', bearer: { Authorization: `Bearer ${tokens.accessToken}` } };
    };

    const save = async (who: TestUser, audiobookId: string, position: number) => {
      const { res } = await command(
        'SavePlaybackProgress',
        { audiobook_id: audiobookId, device: 'Web Player', position },
        who,
      );
      expect(res.status).toBe(200);
    };

    const player = async (who: TestUser) => {
      const { res, body } = await get('/pl/v2/me/player', who);
      expect(res.status, JSON.stringify(body)).toBe(200);
      expect(res.headers.get('Cache-Control')).toBe('private, no-store');
      return playerSessionSchema.parse(body);
    };

    const noSession = async (who: TestUser, locale = 'pl') => {
      const { res, body } = await get(`/${locale}/v2/me/player`, who);
      expect(res.status).toBe(404);
      expect(apiErrorSchema.parse(body).code).toBe('NO_PLAYER_SESSION');
    };

    it('answers 404 NO_PLAYER_SESSION before any save, then the latest title saved, on whichever device', async () => {
      const laptop = await user();
      const [lalka, potop] = [await title({ isFree: true }), await title({ isFree: true })];
      await noSession(laptop);
      // Starting is not saving: there is no position to resume yet.
      expect((await command('StartPlayback', { audiobook_id: lalka.id }, laptop)).res.status).toBe(200);
      await noSession(laptop);

      await save(laptop, lalka.id, 61_000);
      const first = clock.now.toISOString();
      clock.advance(1_000);
      await save(laptop, potop.id, 5_000);
      expect(await player(laptop)).toEqual({
        audiobook_id: potop.id,
        catalog_id: MARKETS.pl.catalogId,
        position: 5_000,
        updated_at: clock.now.toISOString(),
        device_id: laptop.deviceId,
        device_name: 'Test browser',
      });

      clock.advance(1_000);
      const phone = await onPhone(laptop);
      await save(phone, lalka.id, 62_000);
      const offered = await player(laptop);
      expect(offered).toEqual({
        audiobook_id: lalka.id,
        catalog_id: MARKETS.pl.catalogId,
        position: 62_000,
        updated_at: clock.now.toISOString(),
        device_id: 'phone',
        device_name: 'Safari on iOS',
      });
      expect(offered.updated_at).not.toBe(first);
      expect(await player(phone)).toEqual(offered);
    });

    it("keeps each account's session to itself and each market's to its titles", async () => {
      const [a, b] = [await user(), await user()];
      const t = await title({ isFree: true });
      await save(a, t.id, 1_000);
      expect((await player(a)).audiobook_id).toBe(t.id);
      await noSession(b);
      await noSession(a, 'de');
    });

    it('answers 401 to visitors', async () => {
      const { res, body } = await get('/pl/v2/me/player');
      expect(res.status).toBe(401);
      expect(apiErrorSchema.parse(body).code).toBe('UNAUTHENTICATED');
    });
  });
}
