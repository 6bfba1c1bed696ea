import type { Bookmark } from '#domain/playback/bookmark';
import type { PositionMs } from '#domain/playback/playback-position';
import type { Result } from '#domain/shared/result';
import type { BookmarkError } from '../player/bookmark.errors';

/**
 * The signed-in listener's bookmarks (AddBookmark, EditBookmark, RemoveBookmark, GET /me/bookmarks), kept by the
 * server per account. Another user's bookmark is NOT_FOUND, exactly like an unknown one.
 */
export interface BookmarkRepository {
  /** Every bookmark of the title, by position, then the earlier added first. */
  list(audiobookId: string): Promise<Result<readonly Bookmark[], BookmarkError>>;
  /** Every bookmark of the listener in the market's titles: title by title, each title's by position. */
  listAll(): Promise<Result<readonly Bookmark[], BookmarkError>>;
  /** Marks a position of the title, with a note or none; answers the bookmark as stored. */
  add(audiobookId: string, position: PositionMs, note: string | null): Promise<Result<Bookmark, BookmarkError>>;
  /** Replaces a bookmark's note; null clears it. */
  editNote(bookmarkId: string, note: string | null): Promise<Result<Bookmark, BookmarkError>>;
  remove(bookmarkId: string): Promise<Result<void, BookmarkError>>;
}
