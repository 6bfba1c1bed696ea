import type { Bookmark } from '#domain/playback/bookmark';
import type { Result } from '#domain/shared/result';
import type { RequireSignIn } from '../auth/require-sign-in.use-case';
import { genericErrorToast } from '../shared/generic-error-toast';
import type { BookmarkRepository } from '../ports/bookmark-repository.port';
import type { ToastPresenterPort } from '../ports/toast-presenter.port';
import type { BookmarkError } from './bookmark.errors';
import type { BookmarksStore } from './bookmarks.store';

export interface RemoveBookmarkDeps {
  readonly bookmarkRepository: BookmarkRepository;
  readonly bookmarksStore: BookmarksStore;
  readonly toastPresenter: ToastPresenterPort;
  readonly requireSignIn: RequireSignIn;
}

export interface RemoveBookmarkInput {
  /** The bookmark as shown, kept so that undo can add it again. */
  readonly bookmark: Bookmark;
  /** The page to come back to after signing in. */
  readonly currentPath: string;
}

/**
 * Removes a bookmark: it leaves the list at once and comes back if the server refuses. Like a favourite's removal
 * (spec §4), a toast offers undo, which adds it again at its position with its note (a new bookmark to the server).
 * One removed elsewhere already stays out; a listener whose session ended is sent to sign in; any other failure
 * shows the generic error toast (spec §8).
 */
export class RemoveBookmark {
  readonly #deps: RemoveBookmarkDeps;

  constructor(deps: RemoveBookmarkDeps) {
    this.#deps = deps;
  }

  async execute(input: RemoveBookmarkInput): Promise<Result<void, BookmarkError>> {
    const { bookmarkRepository, bookmarksStore, toastPresenter } = this.#deps;
    const { bookmark, currentPath } = input;
    bookmarksStore.removed(bookmark.id);
    let result: Result<void, BookmarkError>;
    try {
      result = await bookmarkRepository.remove(bookmark.id);
    } catch (fault) {
      // A fault is not an expected failure, but the list must still show the truth.
      bookmarksStore.saved(bookmark);
      throw fault;
    }
    if (result.ok) {
      toastPresenter.show({
        title: 'player.bookmarks.removed',
        action: { text: 'player.bookmarks.undo', onClick: () => this.#addAgain(bookmark, currentPath) },
      });
    } else if (result.error.code !== 'BOOKMARKS.NOT_FOUND') {
      bookmarksStore.saved(bookmark);
      this.#presentFailure(result.error, currentPath);
    }
    return result;
  }

  async #addAgain(bookmark: Bookmark, currentPath: string): Promise<void> {
    const result = await this.#deps.bookmarkRepository.add(bookmark.audiobookId, bookmark.position, bookmark.note);
    if (result.ok) this.#deps.bookmarksStore.saved(result.value);
    else this.#presentFailure(result.error, currentPath);
  }

  #presentFailure(error: BookmarkError, currentPath: string): void {
    if (error.code === 'AUTH.NOT_SIGNED_IN') this.#deps.requireSignIn.execute({ currentPath });
    else this.#deps.toastPresenter.show(genericErrorToast());
  }
}
