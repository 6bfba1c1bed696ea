import { randomUUID } from 'node:crypto';
import ky from 'ky';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookmarkRepository } from '#application/ports/bookmark-repository.port';
import { BOOKMARK_NOTE_MAX_LENGTH } from '#domain/playback/bookmark';
import { MARKETS } from '#domain/market/markets';
import { positionMs } from '#domain/playback/playback-position';
import type { Result } from '#domain/shared/result';
import { MAX_BOOKMARK_NOTE_LENGTH } from '#contract/bookmark.schema';
import { KyBookmarkRepository } from '#infrastructure/http/ky-bookmark-repository';
import { InMemoryBookmarkRepository } from '#test/support/fakes/in-memory-bookmark-repository';
import { createSignedInUser } from '#test/support/server/accounts';
import { createTestApp, type TestApp } from '#test/support/server/test-server';
import { pageHttp } from './adapter-http';
import { BrowserCookies } from './browser-cookies';

const ORIGIN = 'http://127.0.0.1:3000';

interface Title {
  readonly id: string;
  readonly durationMs: number;
}

interface Subject {
  /** A new pl listener's bookmarks, who holds none at first. */
  readonly repository: BookmarkRepository;
  /** Another listener's. */
  readonly other: BookmarkRepository;
  readonly visitor: BookmarkRepository;
  /** Two audiobooks of the pl catalogue: the first for the listener's bookmarks, the second to fill up. */
  readonly titles: readonly [Title, Title];
  /** Gives the listener as many bookmarks in the title as it may hold. */
  readonly fillUp: (audiobookId: string) => Promise<void>;
  readonly teardown: () => Promise<void>;
}

const valueOf = <T>(result: Result<T, { readonly code: string }>): T => {
  if (!result.ok) throw new Error(result.error.code);
  return result.value;
};

/** What every BookmarkRepository must do (AddBookmark, EditBookmark, RemoveBookmark, GET /me/bookmarks). */
const bookmarkRepositoryContract = (name: string, setup: () => Promise<Subject>) => {
  describe(`BookmarkRepository contract: ${name}`, () => {
    let subject: Subject;

    beforeAll(async () => {
      subject = await setup();
    });

    afterAll(async () => {
      await subject.teardown();
    });

    const idsIn = async (audiobookId: string) =>
      valueOf(await subject.repository.list(audiobookId)).map((bookmark) => bookmark.id);

    it('adds bookmarks with a trimmed note or none, and lists them by position', async () => {
      const [title] = subject.titles;
      const late = valueOf(await subject.repository.add(title.id, positionMs(120_000), '  Chapter two  '));
      const early = valueOf(await subject.repository.add(title.id, positionMs(30_000), null));
      expect(late).toEqual({
        id: expect.any(String) as string,
        audiobookId: title.id,
        position: 120_000,
        note: 'Chapter two',
        createdAt: late.createdAt,
        updatedAt: late.createdAt,
      });
      expect(early).toMatchObject({ audiobookId: title.id, position: 30_000, note: null });
      expect(valueOf(await subject.repository.list(title.id))).toEqual([early, late]);
      for (const { id } of [early, late]) valueOf(await subject.repository.remove(id));
    });

    it('edits a note, and an empty note clears it', async () => {
      const [title] = subject.titles;
      const added = valueOf(await subject.repository.add(title.id, positionMs(1_000), 'first'));
      const edited = valueOf(await subject.repository.editNote(added.id, ' The ball '));
      expect(edited).toMatchObject({ id: added.id, position: 1_000, note: 'The ball', createdAt: added.createdAt });
      expect(Date.parse(edited.updatedAt)).toBeGreaterThanOrEqual(Date.parse(added.createdAt));
      expect(valueOf(await subject.repository.editNote(added.id, '   ')).note).toBeNull();
      valueOf(await subject.repository.editNote(added.id, 'again'));
      expect(valueOf(await subject.repository.editNote(added.id, null)).note).toBeNull();
      expect(valueOf(await subject.repository.list(title.id))).toMatchObject([{ id: added.id, note: null }]);
      valueOf(await subject.repository.remove(added.id));
    });

    it('removes a bookmark once: after that it is not found, as an unknown one is not', async () => {
      const [title] = subject.titles;
      const added = valueOf(await subject.repository.add(title.id, positionMs(5_000), null));
      expect(await subject.repository.remove(added.id)).toEqual({ ok: true, value: undefined });
      expect(await idsIn(title.id)).toEqual([]);
      const notFound = { ok: false, error: { code: 'BOOKMARKS.NOT_FOUND' } };
      expect(await subject.repository.remove(added.id)).toEqual(notFound);
      expect(await subject.repository.editNote(added.id, 'x')).toEqual(notFound);
      expect(await subject.repository.remove(randomUUID())).toEqual(notFound);
    });

    it("keeps each listener's bookmarks to them: another's is not found", async () => {
      const [title] = subject.titles;
      const theirs = valueOf(await subject.other.add(title.id, positionMs(2_000), 'Theirs'));
      expect(await idsIn(title.id)).toEqual([]);
      const notFound = { ok: false, error: { code: 'BOOKMARKS.NOT_FOUND' } };
      expect(await subject.repository.editNote(theirs.id, 'Mine now')).toEqual(notFound);
      expect(await subject.repository.remove(theirs.id)).toEqual(notFound);
      expect(valueOf(await subject.other.list(title.id))).toEqual([theirs]);
    });

    it("lists every bookmark of the listener's titles, each title's as its own list gives them", async () => {
      const [first, second] = subject.titles;
      const added = [
        valueOf(await subject.repository.add(second.id, positionMs(9_000), 'Second, late')),
        valueOf(await subject.repository.add(first.id, positionMs(5_000), null)),
        valueOf(await subject.repository.add(second.id, positionMs(1_000), 'Second, early')),
      ];
      const all = valueOf(await subject.repository.listAll());
      expect(all.map((b) => b.id)).toEqual(expect.arrayContaining(added.map((b) => b.id)));
      for (const title of [first, second])
        expect(all.filter((b) => b.audiobookId === title.id)).toEqual(valueOf(await subject.repository.list(title.id)));
      expect(await subject.visitor.listAll()).toEqual({ ok: false, error: { code: 'AUTH.NOT_SIGNED_IN' } });
      for (const { id } of added) valueOf(await subject.repository.remove(id));
    });

    it('refuses a note over the limit and a position past the end of the title', async () => {
      const [title] = subject.titles;
      const long = 'x'.repeat(BOOKMARK_NOTE_MAX_LENGTH + 1);
      expect(await subject.repository.add(title.id, positionMs(0), long)).toEqual({
        ok: false,
        error: { code: 'BOOKMARKS.NOTE_TOO_LONG' },
      });
      expect(await subject.repository.add(title.id, positionMs(title.durationMs + 1), null)).toEqual({
        ok: false,
        error: { code: 'BOOKMARKS.POSITION_OUT_OF_RANGE' },
      });
      // The limit counts the note as kept: bidirectional overrides and control characters are taken out first.
      const cleaned = `\u202E${'z'.repeat(BOOKMARK_NOTE_MAX_LENGTH)}\u202C\u0007`;
      const atEnd = valueOf(await subject.repository.add(title.id, positionMs(title.durationMs), cleaned));
      expect(atEnd.note).toBe('z'.repeat(BOOKMARK_NOTE_MAX_LENGTH));
      expect(await subject.repository.editNote(atEnd.id, long)).toEqual({
        ok: false,
        error: { code: 'BOOKMARKS.NOTE_TOO_LONG' },
      });
      valueOf(await subject.repository.remove(atEnd.id));
    });

    it('knows no title outside the catalogue', async () => {
      const unknown = randomUUID();
      const notFound = { ok: false, error: { code: 'BOOKMARKS.NOT_FOUND' } };
      expect(await subject.repository.list(unknown)).toEqual(notFound);
      expect(await subject.repository.add(unknown, positionMs(0), null)).toEqual(notFound);
    });

    it('lists every bookmark of a full title, in order, and refuses one more', async () => {
      const [, full] = subject.titles;
      await subject.fillUp(full.id);
      const listed = valueOf(await subject.repository.list(full.id));
      expect(listed).toHaveLength(500);
      expect(listed.map((bookmark) => bookmark.position)).toEqual(
        [...listed.map((b) => b.position)].sort((a, b) => a - b),
      );
      expect(await subject.repository.add(full.id, positionMs(0), null)).toEqual({
        ok: false,
        error: { code: 'BOOKMARKS.LIMIT_REACHED' },
      });
    });

    it('refuses a visitor: nobody is signed in', async () => {
      const [title] = subject.titles;
      for (const result of [
        await subject.visitor.list(title.id),
        await subject.visitor.add(title.id, positionMs(0), null),
        await subject.visitor.editNote(randomUUID(), null),
        await subject.visitor.remove(randomUUID()),
      ]) {
        expect(result).toEqual({ ok: false, error: { code: 'AUTH.NOT_SIGNED_IN' } });
      }
    });
  });
};

const portFor = (app: TestApp['app'], cookies: BrowserCookies) => new KyBookmarkRepository(pageHttp(app, cookies));

/** The first two audiobooks of the pl catalogue, by name, with their lengths. */
const twoAudiobooks = async (testApp: TestApp): Promise<[Title, Title]> => {
  const rows = await testApp.database.db
    .selectFrom('products')
    .innerJoin('audiobooks', 'audiobooks.product_id', 'products.id')
    .select(['products.id', 'audiobooks.duration_ms'])
    .where('products.catalog_id', '=', MARKETS.pl.catalogId)
    .where('audiobooks.duration_ms', '>', 0)
    .orderBy('products.name')
    .limit(2)
    .execute();
  const [a, b] = rows.map((row) => ({ id: row.id, durationMs: Number(row.duration_ms) }));
  if (!a || !b) throw new Error('the demo catalogue has fewer than two audiobooks');
  return [a, b];
};

bookmarkRepositoryContract('KyBookmarkRepository against the reference API', async () => {
  const testApp = await createTestApp();
  const listener = await createSignedInUser(testApp);
  const other = await createSignedInUser(testApp);
  const at = new Date().toISOString();
  return {
    repository: portFor(testApp.app, new BrowserCookies().set('audiora_access', listener.accessToken)),
    other: portFor(testApp.app, new BrowserCookies().set('audiora_access', other.accessToken)),
    visitor: portFor(testApp.app, new BrowserCookies()),
    titles: await twoAudiobooks(testApp),
    fillUp: async (audiobookId) => {
      await testApp.database.db
        .insertInto('bookmarks')
        .values(
          Array.from({ length: 500 }, (_, n) => ({
            id: randomUUID(),
            user_id: listener.userId,
            audiobook_id: audiobookId,
            position_ms: (n * 7_919) % 10_007,
            note: null,
            created_at: at,
            updated_at: at,
          })),
        )
        .execute();
    },
    teardown: () => testApp.close(),
  };
});

bookmarkRepositoryContract('InMemoryBookmarkRepository', async () => {
  const titles: [Title, Title] = [
    { id: 'title-a', durationMs: 3_600_000 },
    { id: 'title-b', durationMs: 7_200_000 },
  ];
  const known = () => titles.reduce((r, t) => r.withTitle(t.id, t.durationMs), new InMemoryBookmarkRepository());
  const repository = known();
  return {
    repository,
    other: known(),
    visitor: known().failWith({ code: 'AUTH.NOT_SIGNED_IN' }),
    titles,
    fillUp: async (audiobookId) => {
      repository.filledUp(audiobookId);
    },
    teardown: async () => undefined,
  };
});

describe('KyBookmarkRepository against the reference API', () => {
  it("holds notes to the server's limit", () => {
    expect(BOOKMARK_NOTE_MAX_LENGTH).toBe(MAX_BOOKMARK_NOTE_LENGTH);
  });

  it('sends a note only when there is one, and an empty note to clear one', async () => {
    const t = await createTestApp();
    try {
      const account = await createSignedInUser(t);
      const cookies = new BrowserCookies().set('audiora_access', account.accessToken);
      const bodies: unknown[] = [];
      const http = ky.create({
        prefixUrl: ORIGIN,
        retry: 0,
        fetch: async (input, init) => {
          const request = new Request(input, init);
          if (request.method === 'POST') bodies.push(await request.clone().json());
          return cookies.fetchThrough(t.app)(request);
        },
      });
      const repository = new KyBookmarkRepository({ http, locale: () => 'pl', refreshSession: async () => false });
      const [title] = await twoAudiobooks(t);
      const added = valueOf(await repository.add(title.id, positionMs(1_000), null));
      await repository.editNote(added.id, null);
      await repository.remove(added.id);
      expect(bodies).toEqual([
        { name: 'AddBookmark', audiobook_id: title.id, position: 1_000 },
        { name: 'EditBookmark', bookmark_id: added.id, note: '' },
        { name: 'RemoveBookmark', bookmark_id: added.id },
      ]);
    } finally {
      await t.close();
    }
  });
});
