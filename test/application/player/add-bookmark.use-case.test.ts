import { describe, expect, it } from 'vitest';
import { RequireSignIn } from '#application/auth/require-sign-in.use-case';
import { AddBookmark, BOOKMARK_ADDED_TOAST_MS } from '#application/player/add-bookmark.use-case';
import type { BookmarkError } from '#application/player/bookmark.errors';
import { BookmarksStore } from '#application/player/bookmarks.store';
import { InMemoryBookmarkRepository } from '#test/support/fakes/in-memory-bookmark-repository';
import { InMemoryRedirectTargetStore } from '#test/support/fakes/in-memory-redirect-target-store';
import { RecordingNavigation } from '#test/support/fakes/recording-navigation';
import { RecordingToastPresenter } from '#test/support/fakes/recording-toast-presenter';
import { aUser } from '#test/support/mothers/user.mother';

const TITLE = 'title-a';
const currentPath = '/pl/player/title-a';
const GENERIC_ERROR_TOAST = { title: 'common.generic_error.title', message: 'common.generic_error.message' };

const setUp = () => {
  const navigation = new RecordingNavigation();
  const redirectTargetStore = new InMemoryRedirectTargetStore();
  const deps = {
    bookmarkRepository: new InMemoryBookmarkRepository().withTitle(TITLE, 3_600_000),
    bookmarksStore: new BookmarksStore(),
    toastPresenter: new RecordingToastPresenter(),
    requireSignIn: new RequireSignIn({ navigation, redirectTargetStore }),
  };
  deps.bookmarksStore.none(TITLE);
  return { ...deps, navigation, redirectTargetStore, add: new AddBookmark(deps) };
};

describe('AddBookmark', () => {
  it('marks the position with the note, shows it in the list and a short toast', async () => {
    const h = setUp();

    const result = await h.add.execute({
      audiobookId: TITLE,
      position: 754_321.6,
      note: '  The duel  ',
      user: aUser(),
      currentPath,
    });

    const [stored] = h.bookmarkRepository.bookmarksOf(TITLE);
    expect(stored).toMatchObject({ position: 754_321, note: 'The duel' });
    expect(result).toEqual({ ok: true, value: { type: 'added', bookmark: stored } });
    expect(h.bookmarkRepository.calls).toEqual([
      { op: 'add', audiobookId: TITLE, position: 754_321, note: 'The duel' },
    ]);
    expect(h.bookmarksStore.state.bookmarks).toEqual([stored]);
    expect(h.toastPresenter.shown).toEqual([
      { type: 'success', title: 'player.bookmark_added', duration: BOOKMARK_ADDED_TOAST_MS },
    ]);
    expect(BOOKMARK_ADDED_TOAST_MS).toBeLessThan(5_000);
  });

  it('sends no note when the listener wrote none, or only spaces', async () => {
    const h = setUp();

    await h.add.execute({ audiobookId: TITLE, position: 0, user: aUser(), currentPath });
    await h.add.execute({ audiobookId: TITLE, position: 1_000, note: ' \n ', user: aUser(), currentPath });

    expect(h.bookmarkRepository.calls.map((call) => call.op === 'add' && call.note)).toEqual([null, null]);
  });

  it('sends a visitor to sign in, to come back to the page, and adds nothing', async () => {
    const h = setUp();

    const result = await h.add.execute({ audiobookId: TITLE, position: 1_000, user: null, currentPath });

    expect(result).toEqual({ ok: true, value: { type: 'signInRequired' } });
    expect(h.navigation.visits).toEqual(['signIn']);
    expect(h.redirectTargetStore.read()).toBe(currentPath);
    expect(h.bookmarkRepository.calls).toEqual([]);
    expect(h.toastPresenter.shown).toEqual([]);
  });

  it('leaves a note over the limit to the form, without asking the server', async () => {
    const h = setUp();

    const result = await h.add.execute({
      audiobookId: TITLE,
      position: 1_000,
      note: 'x'.repeat(501),
      user: aUser(),
      currentPath,
    });

    expect(result).toEqual({ ok: false, error: { code: 'BOOKMARKS.NOTE_TOO_LONG' } });
    expect(h.bookmarkRepository.calls).toEqual([]);
    expect(h.toastPresenter.shown).toEqual([]);
  });

  it('leaves a full title to the form', async () => {
    const h = setUp();
    h.bookmarkRepository.filledUp(TITLE);

    const result = await h.add.execute({ audiobookId: TITLE, position: 1_000, user: aUser(), currentPath });

    expect(result).toEqual({ ok: false, error: { code: 'BOOKMARKS.LIMIT_REACHED' } });
    expect(h.toastPresenter.shown).toEqual([]);
    expect(h.bookmarksStore.state.bookmarks).toEqual([]);
  });

  it.each<BookmarkError>([
    { code: 'BOOKMARKS.UNAVAILABLE' },
    { code: 'BOOKMARKS.NOT_FOUND' },
    { code: 'BOOKMARKS.POSITION_OUT_OF_RANGE' },
  ])('shows the generic error toast for $code', async (error) => {
    const h = setUp();
    h.bookmarkRepository.failWith(error);

    const result = await h.add.execute({ audiobookId: TITLE, position: 1_000, user: aUser(), currentPath });

    expect(result).toEqual({ ok: false, error });
    expect(h.toastPresenter.shown).toEqual([GENERIC_ERROR_TOAST]);
    expect(h.bookmarksStore.state.bookmarks).toEqual([]);
  });

  it('sends a listener whose session ended to sign in again', async () => {
    const h = setUp();
    h.bookmarkRepository.failWith({ code: 'AUTH.NOT_SIGNED_IN' });

    await h.add.execute({ audiobookId: TITLE, position: 1_000, user: aUser(), currentPath });

    expect(h.navigation.visits).toEqual(['signIn']);
    expect(h.redirectTargetStore.read()).toBe(currentPath);
    expect(h.toastPresenter.shown).toEqual([]);
  });
});
