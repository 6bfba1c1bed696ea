import type { User } from '#domain/auth/user';
import type { Bookmark } from '#domain/playback/bookmark';
import { ok, type Result } from '#domain/shared/result';
import type { BookmarkRepository } from '../ports/bookmark-repository.port';
import type { BookmarkError } from './bookmark.errors';
import type { BookmarksStore } from './bookmarks.store';

export interface LoadBookmarksDeps {
  readonly bookmarkRepository: BookmarkRepository;
  readonly bookmarksStore: BookmarksStore;
}

export interface LoadBookmarksInput {
  /** The title in the player. */
  readonly audiobookId: string;
  /** Null for an anonymous visitor. */
  readonly user: User | null;
}

/**
 * Loads the bookmarks of the title in the player into the BookmarksStore. A visitor has none, so nothing is asked;
 * a session that ended meanwhile reads the same. Any other failure leaves the store `failed`, to be tried again.
 */
export class LoadBookmarks {
  readonly #deps: LoadBookmarksDeps;

  constructor(deps: LoadBookmarksDeps) {
    this.#deps = deps;
  }

  async execute(input: LoadBookmarksInput): Promise<Result<readonly Bookmark[], BookmarkError>> {
    const { bookmarkRepository, bookmarksStore } = this.#deps;
    if (input.user === null) {
      bookmarksStore.none(input.audiobookId);
      return ok([]);
    }
    const load = bookmarksStore.loading(input.audiobookId);
    let result: Result<readonly Bookmark[], BookmarkError>;
    try {
      result = await bookmarkRepository.list(input.audiobookId);
    } catch (fault) {
      // A fault is not an expected failure, but the panel must not wait for ever.
      bookmarksStore.failed(load);
      throw fault;
    }
    if (result.ok) bookmarksStore.loaded(load, result.value);
    else if (result.error.code === 'AUTH.NOT_SIGNED_IN') bookmarksStore.loaded(load, []);
    else bookmarksStore.failed(load);
    return result;
  }
}
