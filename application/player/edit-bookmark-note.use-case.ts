import { type Bookmark, bookmarkNote, isBookmarkNoteTooLong } from '#domain/playback/bookmark';
import { err, ok, type Result } from '#domain/shared/result';
import type { RequireSignIn } from '../auth/require-sign-in.use-case';
import { genericErrorToast } from '../shared/generic-error-toast';
import type { BookmarkRepository } from '../ports/bookmark-repository.port';
import type { ToastPresenterPort } from '../ports/toast-presenter.port';
import type { BookmarkError } from './bookmark.errors';
import type { BookmarksStore } from './bookmarks.store';

export interface EditBookmarkNoteDeps {
  readonly bookmarkRepository: BookmarkRepository;
  readonly bookmarksStore: BookmarksStore;
  readonly toastPresenter: ToastPresenterPort;
  readonly requireSignIn: RequireSignIn;
}

export interface EditBookmarkNoteInput {
  readonly bookmarkId: string;
  /** The note as written; an empty one clears it. */
  readonly note: string;
  /** The page to come back to after signing in. */
  readonly currentPath: string;
}

/**
 * Replaces a bookmark's note, or clears it with an empty one. A note over the limit is shown at the form; a bookmark
 * removed elsewhere leaves the list; a listener whose session ended is sent to sign in; any other failure shows the
 * generic error toast (spec §8).
 */
export class EditBookmarkNote {
  readonly #deps: EditBookmarkNoteDeps;

  constructor(deps: EditBookmarkNoteDeps) {
    this.#deps = deps;
  }

  async execute(input: EditBookmarkNoteInput): Promise<Result<Bookmark, BookmarkError>> {
    const { bookmarkRepository, bookmarksStore, toastPresenter, requireSignIn } = this.#deps;
    if (isBookmarkNoteTooLong(input.note)) return err({ code: 'BOOKMARKS.NOTE_TOO_LONG' });
    const result = await bookmarkRepository.editNote(input.bookmarkId, bookmarkNote(input.note));
    if (result.ok) {
      bookmarksStore.saved(result.value);
      return ok(result.value);
    }
    switch (result.error.code) {
      case 'AUTH.NOT_SIGNED_IN':
        requireSignIn.execute({ currentPath: input.currentPath });
        break;
      case 'BOOKMARKS.NOTE_TOO_LONG':
        break;
      case 'BOOKMARKS.NOT_FOUND':
        bookmarksStore.removed(input.bookmarkId);
        toastPresenter.show(genericErrorToast());
        break;
      default:
        toastPresenter.show(genericErrorToast());
    }
    return result;
  }
}
