import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MARKETS } from '#domain/market/markets';
import type { BookmarkRepository } from '#server/library/bookmark-repository.port';
import { KyselyBookmarkRepository } from '#server/library/kysely-bookmark-repository';
import type { DatabaseSchema } from '#server/db/schema';
import {
  addPlCatalogue,
  addUnprovedAccount,
  type ContractStore,
  databaseStores,
  fakeStore,
  openedForSuite,
} from '#test/support/server/contract-stores';
import type { Kysely } from 'kysely';
import { InMemoryBookmarkRepository } from './in-memory-bookmark-repository';

const PL = MARKETS.pl.catalogId;
const DE = MARKETS.de.catalogId;
const T0 = new Date('2026-11-22T10:00:00.000Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

/** Three audiobooks of the pl catalogue, in id order, and one of the de catalogue. */
const PL_TITLES = ['10000000-0000-4000-8000-000000000001', '10000000-0000-4000-8000-000000000002'] as const;
const PL_THIRD = '10000000-0000-4000-8000-000000000003';
const DE_TITLE = '20000000-0000-4000-8000-000000000001';
const CATALOG_OF: Readonly<Record<string, string>> = {
  [PL_TITLES[0]]: PL,
  [PL_TITLES[1]]: PL,
  [PL_THIRD]: PL,
  [DE_TITLE]: DE,
};

interface Opened {
  readonly bookmarks: BookmarkRepository;
  addAccount(id: string): Promise<void>;
}

const addTitles = async (db: Kysely<DatabaseSchema>) => {
  await addPlCatalogue(db);
  await db.insertInto('catalogs').values({ id: DE, locale: 'de', currency: 'EUR' }).execute();
  const rows = Object.entries(CATALOG_OF).map(([id, catalogId], n) => ({
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
  }));
  await db.insertInto('products').values(rows).execute();
};

const STORES: readonly ContractStore<Opened>[] = [
  fakeStore(() => ({
    bookmarks: new InMemoryBookmarkRepository((id) => CATALOG_OF[id]),
    addAccount: () => Promise.resolve(),
  })),
  ...databaseStores(async (db) => {
    await addTitles(db);
    return {
      bookmarks: new KyselyBookmarkRepository({ db }),
      addAccount: (id: string) => addUnprovedAccount(db, id, `${id}@example.test`, T0),
    };
  }),
];

for (const store of STORES) {
  describe.skipIf(!store.available)(`bookmarks over ${store.name}`, () => {
    const opened = openedForSuite(store);

    const account = async () => {
      const id = randomUUID();
      await opened().addAccount(id);
      return id;
    };

    const add = async (
      userId: string,
      audiobookId: string,
      positionMs: number,
      now: Date,
      note: string | null = null,
    ) => {
      const added = await opened().bookmarks.add({ userId, audiobookId, positionMs, note, now }, 500);
      if (!added) throw new Error('the bookmark was refused');
      return added;
    };

    const everything = { page: 1, limit: 100 };

    it("answers the bookmark as stored and lists a title's bookmarks by position, the earlier added first", async () => {
      const user = await account();
      const [title] = PL_TITLES;
      const late = await add(user, title, 90_000, at(1), 'Chapter two\nstarts here');
      const early = await add(user, title, 30_000, at(2));
      const twin = await add(user, title, 90_000, at(3), 'again');
      expect(late).toEqual({
        id: expect.any(String) as string,
        audiobookId: title,
        positionMs: 90_000,
        note: 'Chapter two\nstarts here',
        createdAt: at(1).toISOString(),
        updatedAt: at(1).toISOString(),
      });
      expect(early.note).toBeNull();
      expect(await opened().bookmarks.page(user, PL, { audiobookId: title }, everything)).toEqual({
        items: [early, late, twin],
        total: 3,
      });
    });

    it('lists all titles of the market together, by title, page by page', async () => {
      const user = await account();
      const second = await add(user, PL_TITLES[1], 5_000, at(1));
      const first = [await add(user, PL_TITLES[0], 20_000, at(2)), await add(user, PL_TITLES[0], 10_000, at(3))];
      const all = await opened().bookmarks.page(user, PL, {}, everything);
      expect(all).toEqual({ items: [first[1], first[0], second], total: 3 });
      expect(await opened().bookmarks.page(user, PL, {}, { page: 2, limit: 2 })).toEqual({ items: [second], total: 3 });
      expect(await opened().bookmarks.page(user, PL, {}, { page: 3, limit: 2 })).toEqual({ items: [], total: 3 });
    });

    it('replaces a note and its date only, and clears it with null', async () => {
      const user = await account();
      const added = await add(user, PL_TITLES[0], 1_000, at(0), 'first');
      const edited = await opened().bookmarks.editNote({
        userId: user,
        catalogId: PL,
        bookmarkId: added.id,
        note: 'second',
        now: at(60),
      });
      expect(edited).toEqual({ ...added, note: 'second', updatedAt: at(60).toISOString() });
      const cleared = await opened().bookmarks.editNote({
        userId: user,
        catalogId: PL,
        bookmarkId: added.id,
        note: null,
        now: at(90),
      });
      expect(cleared).toEqual({ ...added, note: null, updatedAt: at(90).toISOString() });
      expect((await opened().bookmarks.page(user, PL, {}, everything)).items).toEqual([cleared]);
    });

    it('keeps users apart: another user neither lists, edits nor removes a bookmark, and unknown ids are the same', async () => {
      const [owner, other] = [await account(), await account()];
      const mine = await add(owner, PL_TITLES[0], 1_000, at(0), 'mine');
      expect(await opened().bookmarks.page(other, PL, {}, everything)).toEqual({ items: [], total: 0 });
      expect(await opened().bookmarks.page(other, PL, { audiobookId: PL_TITLES[0] }, everything)).toEqual({
        items: [],
        total: 0,
      });
      const edit = (userId: string, bookmarkId: string) =>
        opened().bookmarks.editNote({ userId, catalogId: PL, bookmarkId, note: 'theirs', now: at(1) });
      expect(await edit(other, mine.id)).toBeNull();
      expect(await edit(owner, randomUUID())).toBeNull();
      expect(await opened().bookmarks.remove(other, PL, mine.id)).toBe(false);
      expect(await opened().bookmarks.remove(owner, PL, randomUUID())).toBe(false);
      expect((await opened().bookmarks.page(owner, PL, {}, everything)).items).toEqual([mine]);
      expect(await opened().bookmarks.remove(owner, PL, mine.id)).toBe(true);
      expect(await opened().bookmarks.remove(owner, PL, mine.id)).toBe(false);
      expect(await opened().bookmarks.page(owner, PL, {}, everything)).toEqual({ items: [], total: 0 });
    });

    it('reaches a bookmark only through the market of its title', async () => {
      const user = await account();
      const german = await add(user, DE_TITLE, 1_000, at(0));
      const polish = await add(user, PL_TITLES[0], 1_000, at(0));
      expect((await opened().bookmarks.page(user, PL, {}, everything)).items).toEqual([polish]);
      expect((await opened().bookmarks.page(user, DE, {}, everything)).items).toEqual([german]);
      expect(
        await opened().bookmarks.editNote({
          userId: user,
          catalogId: PL,
          bookmarkId: german.id,
          note: 'x',
          now: at(1),
        }),
      ).toBeNull();
      expect(await opened().bookmarks.remove(user, PL, german.id)).toBe(false);
      expect(await opened().bookmarks.remove(user, DE, german.id)).toBe(true);
    });

    it('adds no bookmark beyond the limit of a title, counting each user and title apart', async () => {
      const [user, other] = [await account(), await account()];
      const limited = (userId: string, audiobookId: string) =>
        opened().bookmarks.add({ userId, audiobookId, positionMs: 0, note: null, now: at(0) }, 2);
      expect(await limited(user, PL_THIRD)).not.toBeNull();
      expect(await limited(user, PL_THIRD)).not.toBeNull();
      expect(await limited(user, PL_THIRD)).toBeNull();
      expect(await limited(user, PL_TITLES[0])).not.toBeNull();
      expect(await limited(other, PL_THIRD)).not.toBeNull();
      expect((await opened().bookmarks.page(user, PL, { audiobookId: PL_THIRD }, everything)).total).toBe(2);
    });

    it('lets adds sent at once pass the limit no further than one at a time', async () => {
      const user = await account();
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, n) =>
          opened().bookmarks.add({ userId: user, audiobookId: PL_TITLES[1], positionMs: n, note: null, now: at(n) }, 3),
        ),
      );
      expect(results.filter((r) => r !== null)).toHaveLength(3);
      expect((await opened().bookmarks.page(user, PL, { audiobookId: PL_TITLES[1] }, everything)).total).toBe(3);
    });
  });
}
