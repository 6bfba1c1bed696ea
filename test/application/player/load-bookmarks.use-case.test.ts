import { describe, expect, it } from 'vitest';
import { BookmarksStore } from '#application/player/bookmarks.store';
import { LoadBookmarks } from '#application/player/load-bookmarks.use-case';
import type { BookmarkRepository } from '#application/ports/bookmark-repository.port';
import { positionMs } from '#domain/playback/playback-position';
import { InMemoryBookmarkRepository } from '#test/support/fakes/in-memory-bookmark-repository';
import { aUser } from '#test/support/mothers/user.mother';

const TITLE = 'title-a';

const setUp = () => {
  const deps = {
    bookmarkRepository: new InMemoryBookmarkRepository().withTitle(TITLE),
    bookmarksStore: new BookmarksStore(),
  };
  return { ...deps, load: new LoadBookmarks(deps) };
};

describe('LoadBookmarks', () => {
  it("puts the listener's bookmarks of the title in the store, in order", async () => {
    const h = setUp();
    const late = await h.bookmarkRepository.add(TITLE, positionMs(90_000), 'Late');
    const early = await h.bookmarkRepository.add(TITLE, positionMs(10_000), null);
    h.bookmarkRepository.calls.length = 0;

    const loading = h.load.execute({ audiobookId: TITLE, user: aUser() });
    expect(h.bookmarksStore.state.status).toBe('loading');
    const result = await loading;

    expect(result.ok && result.value.map((b) => b.position)).toEqual([10_000, 90_000]);
    expect(h.bookmarkRepository.calls).toEqual([{ op: 'list', audiobookId: TITLE }]);
    expect(h.bookmarksStore.state).toEqual({
      audiobookId: TITLE,
      bookmarks: [early.ok && early.value, late.ok && late.value],
      status: 'ready',
    });
  });

  it('asks nothing for a visitor, who has no bookmarks', async () => {
    const h = setUp();

    expect(await h.load.execute({ audiobookId: TITLE, user: null })).toEqual({ ok: true, value: [] });

    expect(h.bookmarkRepository.calls).toEqual([]);
    expect(h.bookmarksStore.state).toEqual({ audiobookId: TITLE, bookmarks: [], status: 'ready' });
  });

  it('shows none when the session ended meanwhile, as for a visitor', async () => {
    const h = setUp();
    h.bookmarkRepository.failWith({ code: 'AUTH.NOT_SIGNED_IN' });

    const result = await h.load.execute({ audiobookId: TITLE, user: aUser() });

    expect(result).toEqual({ ok: false, error: { code: 'AUTH.NOT_SIGNED_IN' } });
    expect(h.bookmarksStore.state).toEqual({ audiobookId: TITLE, bookmarks: [], status: 'ready' });
  });

  it('leaves the store failed when the bookmarks cannot be had', async () => {
    const h = setUp();
    h.bookmarkRepository.failWith({ code: 'BOOKMARKS.UNAVAILABLE' });

    const result = await h.load.execute({ audiobookId: TITLE, user: aUser() });

    expect(result).toEqual({ ok: false, error: { code: 'BOOKMARKS.UNAVAILABLE' } });
    expect(h.bookmarksStore.state.status).toBe('failed');
  });

  it('does not leave the store loading when the repository throws', async () => {
    const bookmarksStore = new BookmarksStore();
    const broken: BookmarkRepository = {
      list: () => Promise.reject(new Error('bug')),
      listAll: () => Promise.reject(new Error('bug')),
      add: () => Promise.reject(new Error('bug')),
      editNote: () => Promise.reject(new Error('bug')),
      remove: () => Promise.reject(new Error('bug')),
    };
    const load = new LoadBookmarks({ bookmarkRepository: broken, bookmarksStore });

    await expect(load.execute({ audiobookId: TITLE, user: aUser() })).rejects.toThrow('bug');
    expect(bookmarksStore.state.status).toBe('failed');
  });

  it("shows only the latest title's bookmarks when loads overlap", async () => {
    const h = setUp();
    h.bookmarkRepository.withTitle('title-b');
    await h.bookmarkRepository.add(TITLE, positionMs(1_000), null);

    const first = h.load.execute({ audiobookId: TITLE, user: aUser() });
    const second = h.load.execute({ audiobookId: 'title-b', user: aUser() });
    await Promise.all([first, second]);

    expect(h.bookmarksStore.state).toEqual({ audiobookId: 'title-b', bookmarks: [], status: 'ready' });
  });
});
