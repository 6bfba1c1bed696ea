import { describe, expect, it } from 'vitest';
import { MARKETS } from '#domain/market/markets';
import { EditBookmark } from '#server/library/edit-bookmark.use-case';
import { LIBRARY_NOW as NOW } from '#test/support/server/in-memory-library';
import { InMemoryBookmarkRepository } from './in-memory-bookmark-repository';

const { pl, de } = MARKETS;
const LATER = new Date(NOW.getTime() + 60_000);

const world = async () => {
  const bookmarks = new InMemoryBookmarkRepository((id) => (id === 'lalka' ? pl.catalogId : undefined));
  const added = await bookmarks.add(
    { userId: 'u-1', audiobookId: 'lalka', positionMs: 5_000, note: 'old', now: NOW },
    500,
  );
  if (!added) throw new Error('not added');
  return { added, bookmarks, useCase: new EditBookmark({ bookmarks, now: () => LATER }) };
};

describe('EditBookmark', () => {
  it('replaces the note and dates the change, and an empty note clears it', async () => {
    const { added, useCase } = await world();
    expect(await useCase.execute({ userId: 'u-1', market: pl, bookmarkId: added.id, note: 'new' })).toEqual({
      ok: true,
      value: { ...added, note: 'new', updatedAt: LATER.toISOString() },
    });
    expect(await useCase.execute({ userId: 'u-1', market: pl, bookmarkId: added.id, note: '' })).toMatchObject({
      ok: true,
      value: { note: null },
    });
  });

  it("answers NOT_FOUND for another user's bookmark exactly as for an unknown one, and changes nothing", async () => {
    const { added, bookmarks, useCase } = await world();
    const notFound = { ok: false, error: { code: 'NOT_FOUND', what: 'Bookmark' } };
    expect(await useCase.execute({ userId: 'u-2', market: pl, bookmarkId: added.id, note: 'mine' })).toEqual(notFound);
    expect(await useCase.execute({ userId: 'u-1', market: pl, bookmarkId: 'unknown', note: 'mine' })).toEqual(notFound);
    expect(await useCase.execute({ userId: 'u-1', market: de, bookmarkId: added.id, note: 'mine' })).toEqual(notFound);
    expect((await bookmarks.page('u-1', pl.catalogId, {}, { page: 1, limit: 10 })).items).toEqual([added]);
  });
});
