import { describe, expect, it } from 'vitest';
import { BookmarksStore } from '#application/player/bookmarks.store';
import type { Bookmark } from '#domain/playback/bookmark';
import { positionMs } from '#domain/playback/playback-position';

const at = (id: string, position: number, audiobookId = 'title-a'): Bookmark => ({
  id,
  audiobookId,
  position: positionMs(position),
  note: null,
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
});

describe('BookmarksStore', () => {
  it("shows the title's bookmarks once loaded, in order", () => {
    const store = new BookmarksStore();
    expect(store.state).toEqual({ audiobookId: null, bookmarks: [], status: 'idle' });

    const load = store.loading('title-a');
    expect(store.state).toEqual({ audiobookId: 'title-a', bookmarks: [], status: 'loading' });
    store.loaded(load, [at('late', 90_000), at('early', 10_000)]);

    expect(store.state.status).toBe('ready');
    expect(store.state.bookmarks.map((b) => b.id)).toEqual(['early', 'late']);
    expect(store.bookmark('late')?.position).toBe(90_000);
  });

  it("drops an earlier load's answer, and a load's answer once nobody is signed in", () => {
    const store = new BookmarksStore();
    const first = store.loading('title-a');
    const second = store.loading('title-b');
    store.loaded(first, [at('a-1', 1)]);
    store.failed(first);
    expect(store.state).toEqual({ audiobookId: 'title-b', bookmarks: [], status: 'loading' });

    store.none('title-b');
    store.loaded(second, [at('b-1', 1, 'title-b')]);
    expect(store.state).toEqual({ audiobookId: 'title-b', bookmarks: [], status: 'ready' });
  });

  it("adds a saved bookmark in its place only to the shown title's, and removes one", () => {
    const store = new BookmarksStore();
    store.loaded(store.loading('title-a'), [at('one', 1_000), at('three', 3_000)]);

    store.saved(at('two', 2_000));
    store.saved(at('elsewhere', 0, 'title-b'));
    expect(store.state.bookmarks.map((b) => b.id)).toEqual(['one', 'two', 'three']);

    store.removed('one');
    expect(store.state.bookmarks.map((b) => b.id)).toEqual(['two', 'three']);
  });

  it('emits nothing for a removal of a bookmark it does not show', () => {
    const store = new BookmarksStore();
    store.loaded(store.loading('title-a'), [at('one', 1_000)]);
    const seen: unknown[] = [];
    store.state$.subscribe((state) => seen.push(state));

    store.removed('unknown');

    expect(seen).toHaveLength(1);
  });

  it('shows no bookmarks after a failed load', () => {
    const store = new BookmarksStore();
    const load = store.loading('title-a');
    store.failed(load);
    expect(store.state).toEqual({ audiobookId: 'title-a', bookmarks: [], status: 'failed' });
  });
});
