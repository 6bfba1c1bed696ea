import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKETS } from '#domain/market/markets';
import type { DatabaseSchema } from '#server/db/schema';
import { KyselyPlaybackRepository } from '#server/library/kysely-playback-repository';
import { KyselyPlayerSessions } from '#server/library/kysely-player-sessions';
import { associateDevice } from '#test/support/server/accounts';
import { addPlCatalogue, addUnprovedAccount } from '#test/support/server/contract-stores';
import { DATABASE_TARGETS, type TestDatabase } from '#test/support/server/databases';

const PL = MARKETS.pl.catalogId;
const DE = MARKETS.de.catalogId;
const T0 = new Date('2026-11-22T10:00:00.000Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

const [LALKA, POTOP, FAUST] = [
  '10000000-0000-4000-8000-000000000001',
  '10000000-0000-4000-8000-000000000002',
  '20000000-0000-4000-8000-000000000001',
];

const addTitles = async (db: Kysely<DatabaseSchema>) => {
  await addPlCatalogue(db);
  await db.insertInto('catalogs').values({ id: DE, locale: 'de', currency: 'EUR' }).execute();
  const titles = [
    [LALKA, PL],
    [POTOP, PL],
    [FAUST, DE],
  ] as const;
  await db
    .insertInto('products')
    .values(
      titles.map(([id, catalogId], n) => ({
        id,
        catalog_id: catalogId,
        type: 'audiobook' as const,
        cycle_type: null,
        slug: `title-${n}`,
        reference_id: `${catalogId === PL ? 'pl' : 'de'}_title-${n}`,
        name: `Title ${n}`,
        description: 'Text.',
        description_html: '<p>Text.</p>',
        image: null,
        is_free: 0 as const,
        is_available_in_subscription: 0 as const,
        created_at: T0.toISOString(),
        published_at: T0.toISOString(),
      })),
    )
    .execute();
};

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`the player session on ${target.kind}`, () => {
    let testDb: TestDatabase | undefined;
    let db: Kysely<DatabaseSchema>;
    let playback: KyselyPlaybackRepository;
    let sessions: KyselyPlayerSessions;

    beforeAll(async () => {
      testDb = await target.open();
      db = testDb.database.db;
      await addTitles(db);
      playback = new KyselyPlaybackRepository({ db });
      sessions = new KyselyPlayerSessions({ db });
    }, 30_000);
    afterAll(() => testDb?.dispose());

    /** An account with a laptop and a phone among its devices. */
    const listener = async () => {
      const userId = randomUUID();
      await addUnprovedAccount(db, userId, `${userId}@example.test`, T0);
      await associateDevice(db, userId, 'laptop', { name: 'Firefox on Linux', firstSeen: T0 });
      await associateDevice(db, userId, 'phone', { name: 'Safari on iOS', firstSeen: T0 });
      return userId;
    };

    const save = (
      userId: string,
      audiobookId: string,
      deviceId: string,
      positionMs: number,
      now: Date,
      orderKey = now,
    ) => playback.saveProgress({ userId, audiobookId, deviceId, positionMs, orderKey: orderKey.toISOString(), now });

    it('has no session before a position is saved, even after a start', async () => {
      const userId = await listener();
      expect(await sessions.latest(userId, PL)).toBeNull();
      await playback.start({ userId, audiobookId: LALKA, deviceId: 'laptop', viaClub: false, now: at(0) });
      expect(await sessions.latest(userId, PL)).toBeNull();
    });

    it('answers the latest saved position across titles, with the device that saved it and its name', async () => {
      const userId = await listener();
      await save(userId, LALKA, 'laptop', 61_000, at(1));
      expect(await sessions.latest(userId, PL)).toEqual({
        audiobookId: LALKA,
        positionMs: 61_000,
        updatedAt: at(1).toISOString(),
        deviceId: 'laptop',
        deviceName: 'Firefox on Linux',
      });
      await save(userId, POTOP, 'phone', 5_000, at(2));
      expect(await sessions.latest(userId, PL)).toMatchObject({ audiobookId: POTOP, deviceId: 'phone' });
      await save(userId, LALKA, 'phone', 62_000, at(3));
      expect(await sessions.latest(userId, PL)).toEqual({
        audiobookId: LALKA,
        positionMs: 62_000,
        updatedAt: at(3).toISOString(),
        deviceId: 'phone',
        deviceName: 'Safari on iOS',
      });
    });

    it('keeps the device and the time of the save that won when a save made earlier arrives late', async () => {
      const [userId, other] = [await listener(), await listener()];
      await save(userId, LALKA, 'laptop', 10_000, at(1));
      // A retry from the phone of a save made before the laptop's: the position, its device and its time stay.
      await save(userId, LALKA, 'phone', 1_000, at(3), at(0));
      expect(await sessions.latest(userId, PL)).toEqual({
        audiobookId: LALKA,
        positionMs: 10_000,
        updatedAt: at(1).toISOString(),
        deviceId: 'laptop',
        deviceName: 'Firefox on Linux',
      });
      // Nor does such a save make its title the latest.
      await save(other, LALKA, 'laptop', 10_000, at(1));
      await save(other, POTOP, 'laptop', 20_000, at(2));
      await save(other, LALKA, 'phone', 1_000, at(3), at(0));
      expect(await sessions.latest(other, PL)).toMatchObject({ audiobookId: POTOP, deviceId: 'laptop' });
    });

    it("answers only the market's titles and only the user's own saves", async () => {
      const [userId, other] = [await listener(), await listener()];
      await save(userId, LALKA, 'laptop', 1_000, at(1));
      await save(userId, FAUST, 'laptop', 2_000, at(2));
      await save(other, POTOP, 'laptop', 3_000, at(3));
      expect(await sessions.latest(userId, PL)).toMatchObject({ audiobookId: LALKA });
      expect(await sessions.latest(userId, DE)).toMatchObject({ audiobookId: FAUST });
      expect(await sessions.latest(other, PL)).toMatchObject({ audiobookId: POTOP });
      expect(await sessions.latest(other, DE)).toBeNull();
    });

    it('names no device the account does not list', async () => {
      const userId = await listener();
      await save(userId, LALKA, 'tablet', 1_000, at(1));
      expect(await sessions.latest(userId, PL)).toMatchObject({ deviceId: 'tablet', deviceName: null });
    });
  });
}
