import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#contract/api-error.schema';
import { bookmarkSchema, bookmarksPageSchema, type BookmarkWire } from '#contract/bookmark.schema';
import { ACCESS_COOKIE } from '#server/http/auth/auth-cookies';
import { sendCommand, type TestUser } from '#test/support/server/accounts';
import { DATABASE_TARGETS } from '#test/support/server/databases';
import { librarySuite } from '#test/support/server/library-suite';
import { requestJson } from '#test/support/server/test-server';

const errorOf = (body: unknown) => apiErrorSchema.parse(body);

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`bookmarks on ${target.kind}`, () => {
    const { clock, db, user, command, get, title, testApp } = librarySuite(target);

    const add = async (who: TestUser, fields: Record<string, unknown>): Promise<BookmarkWire> => {
      const { res, body } = await command('AddBookmark', fields, who);
      expect(res.status, JSON.stringify(body)).toBe(201);
      return bookmarkSchema.parse(body);
    };

    const list = async (who: TestUser, query = '') => {
      const { res, body } = await get(`/pl/v2/me/bookmarks${query}`, who);
      expect(res.status, JSON.stringify(body)).toBe(200);
      expect(res.headers.get('Cache-Control')).toBe('private, no-store');
      return bookmarksPageSchema.parse(body);
    };

    it('adds, lists, edits and removes bookmarks, which follow the listener to another device', async () => {
      const listener = await user();
      const t = await title();
      const late = await add(listener, { audiobook_id: t.id, position: 120_000, note: '  Chapter two  ' });
      expect(late).toEqual({
        id: expect.any(String) as string,
        audiobook_id: t.id,
        position: 120_000,
        note: 'Chapter two',
        created_at: clock.now.toISOString(),
        updated_at: clock.now.toISOString(),
      });
      clock.advance(1_000);
      const early = await add(listener, { audiobook_id: t.id, position: 30_000 });
      expect(early.note).toBeNull();

      const page = await list(listener, `?audiobook_id=${t.id}`);
      expect(page).toMatchObject({ page: 1, limit: 100, pages: 1, total: 2 });
      expect(page._embedded['app:bookmark']).toEqual([early, late]);
      expect(page._links?.self).toEqual({ href: `/pl/v2/me/bookmarks?page=1&audiobook_id=${t.id}&limit=100` });

      clock.advance(1_000);
      const edited = await command('EditBookmark', { bookmark_id: late.id, note: 'The ball' }, listener);
      expect(edited.res.status).toBe(200);
      expect(bookmarkSchema.parse(edited.body)).toEqual({
        ...late,
        note: 'The ball',
        updated_at: clock.now.toISOString(),
      });
      const cleared = await command('EditBookmark', { bookmark_id: late.id, note: '' }, listener);
      expect(bookmarkSchema.parse(cleared.body).note).toBeNull();

      // The same account signed in elsewhere reads the same bookmarks.
      const elsewhere = await sendCommand(testApp(), 'RemoveBookmark', { bookmark_id: early.id }, listener.bearer);
      expect(elsewhere.res.status).toBe(200);
      expect(elsewhere.body).toEqual({ ok: true });
      expect((await list(listener))._embedded['app:bookmark'].map((b) => b.id)).toEqual([late.id]);
      const again = await command('RemoveBookmark', { bookmark_id: early.id }, listener);
      expect([again.res.status, errorOf(again.body).code]).toEqual([404, 'NOT_FOUND']);
    });

    it('lists every title of the market by title, then position, page by page with links', async () => {
      const listener = await user();
      const [a, b] = [await title(), await title()];
      for (const [t, position] of [
        [a, 3],
        [b, 1],
        [a, 1],
        [b, 2],
        [a, 2],
      ] as const)
        await add(listener, { audiobook_id: t.id, position });
      const first = await list(listener, '?limit=2');
      expect(first).toMatchObject({ page: 1, limit: 2, pages: 3, total: 5 });
      expect(first._links?.next).toEqual({ href: '/pl/v2/me/bookmarks?page=2&limit=2' });
      const all = [
        ...first._embedded['app:bookmark'],
        ...(await list(listener, '?limit=2&page=2'))._embedded['app:bookmark'],
        ...(await list(listener, '?limit=2&page=3'))._embedded['app:bookmark'],
      ];
      const byTitleThenPosition = [
        [a.id, 1],
        [a.id, 2],
        [a.id, 3],
        [b.id, 1],
        [b.id, 2],
      ].sort(([x, p], [y, q]) => (x === y ? Number(p) - Number(q) : String(x) < String(y) ? -1 : 1));
      expect(all.map((m) => [m.audiobook_id, m.position])).toEqual(byTitleThenPosition);
    });

    it('keeps bookmarks to their owner: another user neither sees, edits nor removes them (404 as for an unknown id)', async () => {
      const [owner, other] = [await user(), await user()];
      const t = await title();
      const mine = await add(owner, { audiobook_id: t.id, position: 1_000, note: 'private' });
      expect((await list(other))._embedded['app:bookmark']).toEqual([]);
      expect((await list(other, `?audiobook_id=${t.id}`)).total).toBe(0);
      for (const [name, fields] of [
        ['EditBookmark', { bookmark_id: mine.id, note: 'theirs' }],
        ['RemoveBookmark', { bookmark_id: mine.id }],
        ['EditBookmark', { bookmark_id: randomUUID(), note: 'theirs' }],
        ['RemoveBookmark', { bookmark_id: randomUUID() }],
      ] as const) {
        const { res, body } = await command(name, fields, other);
        expect(res.status, name).toBe(404);
        expect(body).toEqual({ message: 'Bookmark not found', code: 'NOT_FOUND' });
      }
      expect((await list(owner))._embedded['app:bookmark']).toEqual([mine]);
    });

    it('answers 401 to visitors', async () => {
      const t = await title();
      expect((await get('/pl/v2/me/bookmarks')).res.status).toBe(401);
      for (const [name, fields] of [
        ['AddBookmark', { audiobook_id: t.id, position: 0 }],
        ['EditBookmark', { bookmark_id: randomUUID(), note: '' }],
        ['RemoveBookmark', { bookmark_id: randomUUID() }],
      ] as const) {
        const { res, body } = await command(name, fields);
        expect([res.status, errorOf(body).code], name).toEqual([401, 'UNAUTHENTICATED']);
      }
    });

    it('validates the commands: 422 with the field and its code', async () => {
      const listener = await user();
      const t = await title();
      const duration = (
        await db()
          .selectFrom('audiobooks')
          .select('duration_ms')
          .where('product_id', '=', t.id)
          .executeTakeFirstOrThrow()
      ).duration_ms;
      const cases: [string, Record<string, unknown>, string, string][] = [
        ['AddBookmark', { audiobook_id: t.id, position: -1 }, 'position', 'INVALID'],
        ['AddBookmark', { audiobook_id: t.id, position: 1.5 }, 'position', 'INVALID'],
        ['AddBookmark', { audiobook_id: t.id, position: '10' }, 'position', 'INVALID'],
        ['AddBookmark', { audiobook_id: t.id }, 'position', 'REQUIRED'],
        ['AddBookmark', { audiobook_id: t.id, position: duration + 1 }, 'position', 'OUT_OF_RANGE'],
        ['AddBookmark', { audiobook_id: 'lalka', position: 0 }, 'audiobook_id', 'INVALID'],
        ['AddBookmark', { audiobook_id: t.id, position: 0, note: 'x'.repeat(501) }, 'note', 'TOO_LONG'],
        ['AddBookmark', { audiobook_id: t.id, position: 0, note: 7 }, 'note', 'INVALID'],
        ['EditBookmark', { bookmark_id: 'not-an-id', note: '' }, 'bookmark_id', 'INVALID'],
        ['EditBookmark', { bookmark_id: randomUUID() }, 'note', 'REQUIRED'],
        ['EditBookmark', { bookmark_id: randomUUID(), note: 'y'.repeat(501) }, 'note', 'TOO_LONG'],
        ['RemoveBookmark', { bookmark_id: 42 }, 'bookmark_id', 'INVALID'],
      ];
      for (const [name, fields, property, code] of cases) {
        const { res, body } = await command(name, fields, listener);
        expect(res.status, `${name} ${JSON.stringify(fields)}`).toBe(422);
        expect(errorOf(body).errors, `${name} ${JSON.stringify(fields)}`).toEqual([{ property, code }]);
      }
      expect((await list(listener)).total).toBe(0);
      // The limit counts the note as it is kept: bidirectional overrides and control characters are taken out first.
      const cleaned = await add(listener, {
        audiobook_id: t.id,
        position: duration,
        note: `\u202E${'z'.repeat(500)}\u202C\u0007`,
      });
      expect(cleaned.note).toBe('z'.repeat(500));
    });

    it("answers 404 for a title that is no audiobook of the market's catalogue, and 400 for a bad query", async () => {
      const listener = await user();
      const podcast = await title({ type: 'podcast' });
      const german = await title({}, 'de');
      for (const audiobookId of [randomUUID(), podcast.id, german.id]) {
        const { res, body } = await command('AddBookmark', { audiobook_id: audiobookId, position: 0 }, listener);
        expect([res.status, errorOf(body).code]).toEqual([404, 'NOT_FOUND']);
        const listed = await get(`/pl/v2/me/bookmarks?audiobook_id=${audiobookId}`, listener);
        expect(listed.res.status).toBe(404);
      }
      for (const query of ['?audiobook_id=lalka', '?limit=0', '?limit=101', '?page=0']) {
        const { res, body } = await get(`/pl/v2/me/bookmarks${query}`, listener);
        expect([res.status, errorOf(body).code], query).toEqual([400, 'INVALID_QUERY']);
      }
    });

    it('refuses a bookmark beyond the limit of an audiobook with 409 BOOKMARK_LIMIT_REACHED', async () => {
      const listener = await user();
      const [full, other] = [await title(), await title()];
      const at = clock.now.toISOString();
      await db()
        .insertInto('bookmarks')
        .values(
          Array.from({ length: 500 }, (_, n) => ({
            id: randomUUID(),
            user_id: listener.userId,
            audiobook_id: full.id,
            position_ms: n,
            note: null,
            created_at: at,
            updated_at: at,
          })),
        )
        .execute();
      const refused = await command('AddBookmark', { audiobook_id: full.id, position: 0 }, listener);
      expect(refused.res.status).toBe(409);
      expect(refused.body).toEqual({
        message: 'An audiobook keeps at most 500 bookmarks; remove one first',
        code: 'BOOKMARK_LIMIT_REACHED',
      });
      await add(listener, { audiobook_id: other.id, position: 0 });
      expect((await list(listener, `?audiobook_id=${full.id}&limit=1`)).total).toBe(500);
    });

    it('refuses a cookie-authenticated write without the same-origin mark, as every command', async () => {
      const listener = await user();
      const t = await title();
      const cookie = { Cookie: `${ACCESS_COOKIE}=${listener.accessToken}` };
      for (const headers of [
        cookie,
        { ...cookie, 'Sec-Fetch-Site': 'cross-site' },
        { ...cookie, Origin: 'https://evil.example' },
      ]) {
        const { res, body } = await sendCommand(testApp(), 'AddBookmark', { audiobook_id: t.id, position: 0 }, headers);
        expect([res.status, errorOf(body).code], JSON.stringify(headers)).toEqual([403, 'CSRF_REJECTED']);
      }
      expect((await list(listener)).total).toBe(0);
      const sameOrigin = await sendCommand(
        testApp(),
        'AddBookmark',
        { audiobook_id: t.id, position: 0 },
        { ...cookie, 'Sec-Fetch-Site': 'same-origin' },
      );
      expect(sameOrigin.res.status).toBe(201);
      const read = await requestJson(testApp().app, '/pl/v2/me/bookmarks', cookie);
      expect(bookmarksPageSchema.parse(read.body).total).toBe(1);
    });
  });
}
