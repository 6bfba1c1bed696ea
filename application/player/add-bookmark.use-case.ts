import type { User } from '#domain/auth/user';
import { type Bookmark, bookmarkNote, bookmarkPosition, isBookmarkNoteTooLong } from '#domain/playback/bookmark';
import { err, ok, type Result } from '#domain/shared/result';
import { milliseconds } from '#domain/shared/time';
import type { RequireSignIn } from '../auth/require-sign-in.use-case';
import { genericErrorToast } from '../shared/generic-error-toast';
import type { BookmarkRepository } from '../ports/bookmark-repository.port';
import type { ToastPresenterPort } from '../ports/toast-presenter.port';
import type { BookmarkError } from './bookmark.errors';
import type { BookmarksStore } from './bookmarks.store';

export interface AddBookmarkDeps {
  readonly bookmarkRepository: BookmarkRepository;
  readonly bookmarksStore: BookmarksStore;
  readonly toastPresenter: ToastPresenterPort;
  readonly requireSignIn: RequireSignIn;
}

export interface AddBookmarkInput {
  readonly audiobookId: string;
  /** The player's position in milliseconds. */
  readonly position: number;
  /** What the listener wrote for it, if anything. */
  readonly note?: string;
  /** Null for an anonymous visitor. */
  readonly user: User | null;
  /** The page to come back to after signing in. */
  readonly currentPath: string;
}

/** What adding did: the bookmark as stored, or the listener was sent to sign in. */
export type AddBookmarkOutcome =
  | { readonly type: 'added'; readonly bookmark: Bookmark }
  | { readonly type: 'signInRequired' };

/** A short confirmation: the new bookmark shows in the list as well. */
export const BOOKMARK_ADDED_TOAST_MS = milliseconds(3_000);

/**
 * Marks the player's position in the title, with the listener's note if any. A visitor is sent to sign in and comes
 * back here (spec §4, §6), as is a listener whose session ended meanwhile. A note over the limit and a title at its
 * limit are shown at the form; any other failure shows the generic error toast (spec §8).
 */
export class AddBookmark {
  readonly #deps: AddBookmarkDeps;

  constructor(deps: AddBookmarkDeps) {
    this.#deps = deps;
  }

  async execute(input: AddBookmarkInput): Promise<Result<AddBookmarkOutcome, BookmarkError>> {
    const { bookmarkRepository, bookmarksStore, toastPresenter, requireSignIn } = this.#deps;
    if (input.user === null) {
      requireSignIn.execute({ currentPath: input.currentPath });
      return ok({ type: 'signInRequired' });
    }
    const text = input.note ?? '';
    if (isBookmarkNoteTooLong(text)) return err({ code: 'BOOKMARKS.NOTE_TOO_LONG' });
    const result = await bookmarkRepository.add(
      input.audiobookId,
      bookmarkPosition(input.position),
      bookmarkNote(text),
    );
    if (!result.ok) {
      this.#presentFailure(result.error, input.currentPath);
      return result;
    }
    bookmarksStore.saved(result.value);
    toastPresenter.show({ type: 'success', title: 'player.bookmark_added', duration: BOOKMARK_ADDED_TOAST_MS });
    return ok({ type: 'added', bookmark: result.value });
  }

  #presentFailure(error: BookmarkError, currentPath: string): void {
    switch (error.code) {
      case 'AUTH.NOT_SIGNED_IN':
        this.#deps.requireSignIn.execute({ currentPath });
        return;
      case 'BOOKMARKS.NOTE_TOO_LONG':
      case 'BOOKMARKS.LIMIT_REACHED':
        return;
      default:
        this.#deps.toastPresenter.show(genericErrorToast());
    }
  }
}
