import { describe, expect, it } from 'vitest';
import { MARKETS } from '#domain/market/markets';
import { RemoveBookmark } from '#server/library/remove-bookmark.use-case';
import { LIBRARY_NOW as NOW } from '#test/support/server/in-memory-library';
import { InMemoryBookmarkRepository } from './in-memory-bookmark-repository';

const { pl } = MARKETS;
const notFound = { ok: false, error: { code: 'NOT_FOUND', what: 'Bookmark' } };

describe('RemoveBookmark', () => {
  it("removes the user's own bookmark once; another user's answers NOT_FOUND like an unknown id", async () => {
    const bookmarks = new InMemoryBookmarkRepository(() => pl.catalogId);
    const added = await bookmarks.add(
      { userId: 'u-1', audiobookId: 'lalka', positionMs: 0, note: null, now: NOW },
      500,
    );
    const bookmarkId = added?.id ?? '';
    const useCase = new RemoveBookmark({ bookmarks });
    expect(await useCase.execute({ userId: 'u-2', market: pl, bookmarkId })).toEqual(notFound);
    expect(await useCase.execute({ userId: 'u-1', market: pl, bookmarkId: 'unknown' })).toEqual(notFound);
    expect(await useCase.execute({ userId: 'u-1', market: pl, bookmarkId })).toEqual({ ok: true, value: null });
    expect(await useCase.execute({ userId: 'u-1', market: pl, bookmarkId })).toEqual(notFound);
  });
});
