import { describe, expect, it } from 'vitest';
import { RequireSignIn } from '#application/auth/require-sign-in.use-case';
import { BookmarksStore } from '#application/player/bookmarks.store';
import { RemoveBookmark } from '#application/player/remove-bookmark.use-case';
import type { BookmarkRepository } from '#application/ports/bookmark-repository.port';
import type { Bookmark } from '#domain/playback/bookmark';
import { positionMs } from '#domain/playback/playback-position';
import { InMemoryBookmarkRepository } from '#test/support/fakes/in-memory-bookmark-repository';
import { InMemoryRedirectTargetStore } from '#test/support/fakes/in-memory-redirect-target-store';
import { RecordingNavigation } from '#test/support/fakes/recording-navigation';
import { RecordingToastPresenter } from '#test/support/fakes/recording-toast-presenter';

const TITLE = 'title-a';
const currentPath = '/pl/player/title-a';
const GENERIC_ERROR_TOAST = { title: 'common.generic_error.title', message: 'common.generic_error.message' };

/** The use case over a listener who holds two bookmarks, shown in the store. */
const setUp = async (repository?: BookmarkRepository) => {
  const navigation = new RecordingNavigation();
  const redirectTargetStore = new InMemoryRedirectTargetStore();
  const fake = new InMemoryBookmarkRepository().withTitle(TITLE);
  const deps = {
    bookmarkRepository: repository ?? fake,
    bookmarksStore: new BookmarksStore(),
    toastPresenter: new RecordingToastPresenter(),
    requireSignIn: new RequireSignIn({ navigation, redirectTargetStore }),
  };
  const marked: Bookmark[] = [];
  for (const [position, note] of [
    [60_000, 'The duel'],
    [90_000, null],
  ] as const) {
    const added = await fake.add(TITLE, positionMs(position), note);
    if (added.ok) marked.push(added.value);
  }
  deps.bookmarksStore.loaded(deps.bookmarksStore.loading(TITLE), marked);
  fake.calls.length = 0;
  const [duel, other] = marked;
  if (!duel || !other) throw new Error('the fake refused a bookmark');
  return { ...deps, fake, navigation, redirectTargetStore, duel, other, remove: new RemoveBookmark(deps) };
};

const shownIds = (store: BookmarksStore) => store.state.bookmarks.map((b) => b.id);

describe('RemoveBookmark', () => {
  it('removes the bookmark at once and offers undo in a toast', async () => {
    const h = await setUp();

    const pending = h.remove.execute({ bookmark: h.duel, currentPath });
    expect(shownIds(h.bookmarksStore)).toEqual([h.other.id]); // before the server answered
    const result = await pending;

    expect(result).toEqual({ ok: true, value: undefined });
    expect(h.fake.bookmarksOf(TITLE)).toEqual([h.other]);
    expect(h.toastPresenter.summaries).toEqual([
      { title: 'player.bookmarks.removed', action: 'player.bookmarks.undo' },
    ]);
  });

  it('adds it again at its position with its note when undo is pressed', async () => {
    const h = await setUp();
    await h.remove.execute({ bookmark: h.duel, currentPath });

    await h.toastPresenter.pressAction();

    expect(h.fake.calls.map((call) => call.op)).toEqual(['remove', 'add']);
    const [again] = h.bookmarksStore.state.bookmarks;
    expect(again).toMatchObject({ audiobookId: TITLE, position: 60_000, note: 'The duel' });
    expect(shownIds(h.bookmarksStore)).toEqual([again?.id, h.other.id]);
    expect(h.fake.bookmarksOf(TITLE)).toEqual(h.bookmarksStore.state.bookmarks);
  });

  it('shows the generic error toast when undo fails', async () => {
    const h = await setUp();
    await h.remove.execute({ bookmark: h.duel, currentPath });
    h.fake.failWith({ code: 'BOOKMARKS.UNAVAILABLE' });

    await h.toastPresenter.pressAction();

    expect(shownIds(h.bookmarksStore)).toEqual([h.other.id]);
    expect(h.toastPresenter.shown.at(-1)).toEqual(GENERIC_ERROR_TOAST);
  });

  it('puts the bookmark back and shows the generic error toast when the server fails', async () => {
    const h = await setUp();
    h.fake.failWith({ code: 'BOOKMARKS.UNAVAILABLE' });

    const result = await h.remove.execute({ bookmark: h.duel, currentPath });

    expect(result).toEqual({ ok: false, error: { code: 'BOOKMARKS.UNAVAILABLE' } });
    expect(shownIds(h.bookmarksStore)).toEqual([h.duel.id, h.other.id]);
    expect(h.toastPresenter.shown).toEqual([GENERIC_ERROR_TOAST]);
  });

  it('keeps out a bookmark removed elsewhere already, quietly', async () => {
    const h = await setUp();
    await h.fake.remove(h.duel.id);

    const result = await h.remove.execute({ bookmark: h.duel, currentPath });

    expect(result).toEqual({ ok: false, error: { code: 'BOOKMARKS.NOT_FOUND' } });
    expect(shownIds(h.bookmarksStore)).toEqual([h.other.id]);
    expect(h.toastPresenter.shown).toEqual([]);
  });

  it('puts the bookmark back and sends a listener whose session ended to sign in again', async () => {
    const h = await setUp();
    h.fake.failWith({ code: 'AUTH.NOT_SIGNED_IN' });

    await h.remove.execute({ bookmark: h.duel, currentPath });

    expect(shownIds(h.bookmarksStore)).toEqual([h.duel.id, h.other.id]);
    expect(h.navigation.visits).toEqual(['signIn']);
    expect(h.redirectTargetStore.read()).toBe(currentPath);
    expect(h.toastPresenter.shown).toEqual([]);
  });

  it('puts the bookmark back when the repository throws', async () => {
    const broken: BookmarkRepository = {
      list: () => Promise.reject(new Error('bug')),
      listAll: () => Promise.reject(new Error('bug')),
      add: () => Promise.reject(new Error('bug')),
      editNote: () => Promise.reject(new Error('bug')),
      remove: () => Promise.reject(new Error('bug')),
    };
    const h = await setUp(broken);

    await expect(h.remove.execute({ bookmark: h.duel, currentPath })).rejects.toThrow('bug');
    expect(shownIds(h.bookmarksStore)).toEqual([h.duel.id, h.other.id]);
  });
});
