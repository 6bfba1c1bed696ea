import { randomUUID } from 'node:crypto';
import type { BookmarkRepository } from '#application/ports/bookmark-repository.port';
import type { BookmarkError } from '#application/player/bookmark.errors';
import {
  type Bookmark,
  bookmarkNote,
  isBookmarkNoteTooLong,
  removeBookmark,
  sortBookmarks,
  upsertBookmark,
} from '#domain/playback/bookmark';
import { positionMs, type PositionMs } from '#domain/playback/playback-position';
import { err, ok, type Result } from '#domain/shared/result';

/** The most bookmarks the API keeps in one title. */
const LIMIT_PER_TITLE = 500;

type Call =
  | { readonly op: 'list'; readonly audiobookId: string }
  | { readonly op: 'listAll' }
  | { readonly op: 'add'; readonly audiobookId: string; readonly position: PositionMs; readonly note: string | null }
  | { readonly op: 'editNote'; readonly bookmarkId: string; readonly note: string | null }
  | { readonly op: 'remove'; readonly bookmarkId: string };

/**
 * One listener's bookmarks in memory, refusing what the API refuses: a title it was not told of, a position past the
 * title's end, a note over the limit, a title at its limit, a bookmark it does not hold. Each write is a second after
 * the one before, so bookmarks at one position keep the order they were added in. It can be told to fail every call.
 */
export class InMemoryBookmarkRepository implements BookmarkRepository {
  readonly #durations = new Map<string, number>();
  #bookmarks: readonly Bookmark[] = [];
  #failure: BookmarkError | null = null;
  #writes = 0;
  readonly calls: Call[] = [];

  /** A title of the market, with its length in milliseconds. */
  withTitle(audiobookId: string, durationMs = 3_600_000): this {
    this.#durations.set(audiobookId, durationMs);
    return this;
  }

  /** Bookmarks the listener holds already (their titles become known). */
  withBookmarks(...bookmarks: Bookmark[]): this {
    for (const bookmark of bookmarks) {
      if (!this.#durations.has(bookmark.audiobookId)) this.withTitle(bookmark.audiobookId);
      this.#bookmarks = upsertBookmark(this.#bookmarks, bookmark);
    }
    return this;
  }

  /** Fills the title up to the API's limit. */
  filledUp(audiobookId: string): this {
    const held = this.bookmarksOf(audiobookId).length;
    for (let n = held; n < LIMIT_PER_TITLE; n += 1) this.#store(audiobookId, positionMs(n), null);
    return this;
  }

  /** Every following call fails with this error (null: succeed again). */
  failWith(error: BookmarkError | null): this {
    this.#failure = error;
    return this;
  }

  /** The title's bookmarks as held now, in order. */
  bookmarksOf(audiobookId: string): readonly Bookmark[] {
    return this.#bookmarks.filter((bookmark) => bookmark.audiobookId === audiobookId);
  }

  async list(audiobookId: string): Promise<Result<readonly Bookmark[], BookmarkError>> {
    this.calls.push({ op: 'list', audiobookId });
    if (this.#failure) return err(this.#failure);
    if (!this.#durations.has(audiobookId)) return err({ code: 'BOOKMARKS.NOT_FOUND' });
    return ok(this.bookmarksOf(audiobookId));
  }

  async listAll(): Promise<Result<readonly Bookmark[], BookmarkError>> {
    this.calls.push({ op: 'listAll' });
    if (this.#failure) return err(this.#failure);
    return ok([...this.#durations.keys()].flatMap((audiobookId) => this.bookmarksOf(audiobookId)));
  }

  async add(audiobookId: string, position: PositionMs, note: string | null): Promise<Result<Bookmark, BookmarkError>> {
    this.calls.push({ op: 'add', audiobookId, position, note });
    if (this.#failure) return err(this.#failure);
    const duration = this.#durations.get(audiobookId);
    if (duration === undefined) return err({ code: 'BOOKMARKS.NOT_FOUND' });
    if (note !== null && isBookmarkNoteTooLong(note)) return err({ code: 'BOOKMARKS.NOTE_TOO_LONG' });
    if (position > duration) return err({ code: 'BOOKMARKS.POSITION_OUT_OF_RANGE' });
    if (this.bookmarksOf(audiobookId).length >= LIMIT_PER_TITLE) return err({ code: 'BOOKMARKS.LIMIT_REACHED' });
    return ok(this.#store(audiobookId, position, note === null ? null : bookmarkNote(note)));
  }

  async editNote(bookmarkId: string, note: string | null): Promise<Result<Bookmark, BookmarkError>> {
    this.calls.push({ op: 'editNote', bookmarkId, note });
    if (this.#failure) return err(this.#failure);
    const found = this.#bookmarks.find((bookmark) => bookmark.id === bookmarkId);
    if (!found) return err({ code: 'BOOKMARKS.NOT_FOUND' });
    if (note !== null && isBookmarkNoteTooLong(note)) return err({ code: 'BOOKMARKS.NOTE_TOO_LONG' });
    const edited: Bookmark = { ...found, note: note === null ? null : bookmarkNote(note), updatedAt: this.#now() };
    this.#bookmarks = upsertBookmark(this.#bookmarks, edited);
    return ok(edited);
  }

  async remove(bookmarkId: string): Promise<Result<void, BookmarkError>> {
    this.calls.push({ op: 'remove', bookmarkId });
    if (this.#failure) return err(this.#failure);
    const kept = removeBookmark(this.#bookmarks, bookmarkId);
    if (kept === this.#bookmarks) return err({ code: 'BOOKMARKS.NOT_FOUND' });
    this.#bookmarks = kept;
    return ok(undefined);
  }

  #store(audiobookId: string, position: PositionMs, note: string | null): Bookmark {
    const at = this.#now();
    const bookmark: Bookmark = { id: randomUUID(), audiobookId, position, note, createdAt: at, updatedAt: at };
    this.#bookmarks = sortBookmarks([...this.#bookmarks, bookmark]);
    return bookmark;
  }

  #now(): string {
    this.#writes += 1;
    return new Date(Date.UTC(2026, 0, 1) + this.#writes * 1_000).toISOString();
  }
}
