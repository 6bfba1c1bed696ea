import type { Page, PageRequest } from '../catalogue/queries/page';

/** A place a listener marked in an audiobook. */
export interface BookmarkRecord {
  readonly id: string;
  readonly audiobookId: string;
  readonly positionMs: number;
  /** Null when the bookmark has no note. */
  readonly note: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
}

export interface NewBookmark {
  readonly userId: string;
  readonly audiobookId: string;
  readonly positionMs: number;
  readonly note: string | null;
  readonly now: Date;
}

/**
 * A user's bookmarks; every call is keyed by the user's id and a catalogue, so another user's bookmark, or one in a
 * title of another market, is unknown here.
 */
export interface BookmarkRepository {
  /**
   * Adds the bookmark unless the user already keeps `limit` in the audiobook, counting and adding as one step so two
   * adds at once cannot pass the limit together; null when it is reached.
   */
  add(bookmark: NewBookmark, limit: number): Promise<BookmarkRecord | null>;
  /** Replaces the note of the user's bookmark; answers it as stored, or null when the user has none with this id. */
  editNote(input: {
    readonly userId: string;
    readonly catalogId: string;
    readonly bookmarkId: string;
    readonly note: string | null;
    readonly now: Date;
  }): Promise<BookmarkRecord | null>;
  /** Removes the user's bookmark; answers whether there was one. */
  remove(userId: string, catalogId: string, bookmarkId: string): Promise<boolean>;
  /**
   * One page of the user's bookmarks in the catalogue's titles, or in one of them: by title, then by position, the
   * earlier added first at one position.
   */
  page(
    userId: string,
    catalogId: string,
    filter: { readonly audiobookId?: string },
    request: PageRequest,
  ): Promise<Page<BookmarkRecord>>;
}
