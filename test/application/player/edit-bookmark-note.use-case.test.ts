import { describe, expect, it } from 'vitest';
import { RequireSignIn } from '#application/auth/require-sign-in.use-case';
import { BookmarksStore } from '#application/player/bookmarks.store';
import { EditBookmarkNote } from '#application/player/edit-bookmark-note.use-case';
import type { Bookmark } from '#domain/playback/bookmark';
import { positionMs } from '#domain/playback/playback-position';
import { InMemoryBookmarkRepository } from '#test/support/fakes/in-memory-bookmark-repository';
import { InMemoryRedirectTargetStore } from '#test/support/fakes/in-memory-redirect-target-store';
import { RecordingNavigation } from '#test/support/fakes/recording-navigation';
import { RecordingToastPresenter } from '#test/support/fakes/recording-toast-presenter';

const TITLE = 'title-a';
const currentPath = '/pl/player/title-a';
const GENERIC_ERROR_TOAST = { title: 'common.generic_error.title', message: 'common.generic_error.message' };

/** The use case over a listener who holds one bookmark with a note, shown in the store. */
const setUp = async () => {
  const navigation = new RecordingNavigation();
  const redirectTargetStore = new InMemoryRedirectTargetStore();
  const deps = {
    bookmarkRepository: new InMemoryBookmarkRepository().withTitle(TITLE),
    bookmarksStore: new BookmarksStore(),
    toastPresenter: new RecordingToastPresenter(),
    requireSignIn: new RequireSignIn({ navigation, redirectTargetStore }),
  };
  const added = await deps.bookmarkRepository.add(TITLE, positionMs(60_000), 'Before');
  if (!added.ok) throw new Error(added.error.code);
  const bookmark: Bookmark = added.value;
  deps.bookmarksStore.loaded(deps.bookmarksStore.loading(TITLE), [bookmark]);
  deps.bookmarkRepository.calls.length = 0;
  return { ...deps, navigation, redirectTargetStore, bookmark, edit: new EditBookmarkNote(deps) };
};

describe('EditBookmarkNote', () => {
  it('replaces the note, trimmed, and shows it', async () => {
    const h = await setUp();

    const result = await h.edit.execute({ bookmarkId: h.bookmark.id, note: ' After ', currentPath });

    expect(result.ok && result.value).toMatchObject({ id: h.bookmark.id, note: 'After' });
    expect(h.bookmarkRepository.calls).toEqual([{ op: 'editNote', bookmarkId: h.bookmark.id, note: 'After' }]);
    expect(h.bookmarksStore.state.bookmarks.map((b) => b.note)).toEqual(['After']);
    expect(h.toastPresenter.shown).toEqual([]);
  });

  it('clears the note with an empty one', async () => {
    const h = await setUp();

    await h.edit.execute({ bookmarkId: h.bookmark.id, note: '  ', currentPath });

    expect(h.bookmarkRepository.calls).toEqual([{ op: 'editNote', bookmarkId: h.bookmark.id, note: null }]);
    expect(h.bookmarksStore.state.bookmarks.map((b) => b.note)).toEqual([null]);
  });

  it('leaves a note over the limit to the form, without asking the server', async () => {
    const h = await setUp();

    const result = await h.edit.execute({ bookmarkId: h.bookmark.id, note: 'x'.repeat(501), currentPath });

    expect(result).toEqual({ ok: false, error: { code: 'BOOKMARKS.NOTE_TOO_LONG' } });
    expect(h.bookmarkRepository.calls).toEqual([]);
    expect(h.toastPresenter.shown).toEqual([]);
    expect(h.bookmarksStore.state.bookmarks.map((b) => b.note)).toEqual(['Before']);
  });

  it('takes a bookmark removed elsewhere out of the list, with the generic error toast', async () => {
    const h = await setUp();
    await h.bookmarkRepository.remove(h.bookmark.id);

    const result = await h.edit.execute({ bookmarkId: h.bookmark.id, note: 'After', currentPath });

    expect(result).toEqual({ ok: false, error: { code: 'BOOKMARKS.NOT_FOUND' } });
    expect(h.bookmarksStore.state.bookmarks).toEqual([]);
    expect(h.toastPresenter.shown).toEqual([GENERIC_ERROR_TOAST]);
  });

  it('keeps the note as it was and shows the generic error toast when the server fails', async () => {
    const h = await setUp();
    h.bookmarkRepository.failWith({ code: 'BOOKMARKS.UNAVAILABLE' });

    await h.edit.execute({ bookmarkId: h.bookmark.id, note: 'After', currentPath });

    expect(h.bookmarksStore.state.bookmarks).toEqual([h.bookmark]);
    expect(h.toastPresenter.shown).toEqual([GENERIC_ERROR_TOAST]);
  });

  it('sends a listener whose session ended to sign in again', async () => {
    const h = await setUp();
    h.bookmarkRepository.failWith({ code: 'AUTH.NOT_SIGNED_IN' });

    await h.edit.execute({ bookmarkId: h.bookmark.id, note: 'After', currentPath });

    expect(h.navigation.visits).toEqual(['signIn']);
    expect(h.redirectTargetStore.read()).toBe(currentPath);
    expect(h.toastPresenter.shown).toEqual([]);
  });
});
