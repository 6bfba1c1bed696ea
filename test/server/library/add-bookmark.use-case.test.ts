import { describe, expect, it } from 'vitest';
import { MARKETS } from '#domain/market/markets';
import { AddBookmark, MAX_BOOKMARKS_PER_AUDIOBOOK } from '#server/library/add-bookmark.use-case';
import { aTitle, InMemoryLibraryTitles, LIBRARY_NOW as NOW } from '#test/support/server/in-memory-library';
import { InMemoryBookmarkRepository } from './in-memory-bookmark-repository';

const { pl, de } = MARKETS;

const world = () => {
  const audiobook = aTitle(pl.catalogId, { durationMs: 60_000 });
  const podcast = aTitle(pl.catalogId, { type: 'podcast', durationMs: null });
  const german = aTitle(de.catalogId);
  const titles = new InMemoryLibraryTitles().add(audiobook, podcast, german);
  const catalogs = new Map([audiobook, podcast, german].map((t) => [t.id, t.catalogId]));
  const bookmarks = new InMemoryBookmarkRepository((id) => catalogs.get(id));
  return { audiobook, podcast, german, bookmarks, useCase: new AddBookmark({ titles, bookmarks, now: () => NOW }) };
};

describe('AddBookmark', () => {
  it('stores the place with its note, dated now, and an empty note as none', async () => {
    const { audiobook, bookmarks, useCase } = world();
    const noted = await useCase.execute({
      userId: 'u-1',
      market: pl,
      audiobookId: audiobook.id,
      positionMs: 60_000,
      note: 'The ball',
    });
    expect(noted).toEqual({
      ok: true,
      value: {
        id: expect.any(String) as string,
        audiobookId: audiobook.id,
        positionMs: 60_000,
        note: 'The ball',
        createdAt: NOW.toISOString(),
        updatedAt: NOW.toISOString(),
      },
    });
    const bare = await useCase.execute({
      userId: 'u-1',
      market: pl,
      audiobookId: audiobook.id,
      positionMs: 0,
      note: '',
    });
    expect(bare).toMatchObject({ ok: true, value: { note: null } });
    expect((await bookmarks.page('u-1', pl.catalogId, {}, { page: 1, limit: 10 })).total).toBe(2);
  });

  it("answers NOT_FOUND for a title that is no audiobook of the market's catalogue", async () => {
    const { podcast, german, bookmarks, useCase } = world();
    for (const audiobookId of [podcast.id, german.id, 'no-such-title'])
      expect(await useCase.execute({ userId: 'u-1', market: pl, audiobookId, positionMs: 0, note: '' })).toEqual({
        ok: false,
        error: { code: 'NOT_FOUND', what: 'Audiobook' },
      });
    expect((await bookmarks.page('u-1', pl.catalogId, {}, { page: 1, limit: 10 })).total).toBe(0);
  });

  it('refuses a place beyond the end of the audiobook', async () => {
    const { audiobook, useCase } = world();
    expect(
      await useCase.execute({ userId: 'u-1', market: pl, audiobookId: audiobook.id, positionMs: 60_001, note: '' }),
    ).toEqual({
      ok: false,
      error: { code: 'VALIDATION_FAILED', errors: [{ property: 'position', code: 'OUT_OF_RANGE' }] },
    });
  });

  it(`keeps at most ${MAX_BOOKMARKS_PER_AUDIOBOOK} bookmarks in an audiobook, then answers BOOKMARK_LIMIT_REACHED`, async () => {
    const { audiobook, useCase } = world();
    const add = (userId: string) =>
      useCase.execute({ userId, market: pl, audiobookId: audiobook.id, positionMs: 1_000, note: '' });
    for (let n = 0; n < MAX_BOOKMARKS_PER_AUDIOBOOK; n += 1) expect((await add('u-1')).ok).toBe(true);
    expect(await add('u-1')).toEqual({ ok: false, error: { code: 'BOOKMARK_LIMIT_REACHED', limit: 500 } });
    expect((await add('u-2')).ok).toBe(true);
  });
});
