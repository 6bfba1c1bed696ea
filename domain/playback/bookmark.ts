import { cleanUserText } from '../shared/user-text';
import { positionMs, type PositionMs } from './playback-position';

/** A place a listener marked in an audiobook, with an optional note; only its owner ever sees it. */
export interface Bookmark {
  readonly id: string;
  readonly audiobookId: string;
  readonly position: PositionMs;
  /** Null when the bookmark has no note. */
  readonly note: string | null;
  /** ISO-8601 timestamps as the server sent them; `updatedAt` is when the note was last written. */
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** Bookmarks: the longest note the server keeps, counted after cleaning and trimming (contract MAX_BOOKMARK_NOTE_LENGTH). */
export const BOOKMARK_NOTE_MAX_LENGTH = 500;

/** Bookmarks: a note as the server keeps it: cleaned like any user text, trimmed, and null when nothing is left. */
export const bookmarkNote = (text: string): string | null => {
  const kept = cleanUserText(text, 'multiline').trim();
  return kept === '' ? null : kept;
};

/** Bookmarks: whether the server refuses a note as too long (its length after cleaning and trimming). */
export const isBookmarkNoteTooLong = (text: string): boolean =>
  (bookmarkNote(text)?.length ?? 0) > BOOKMARK_NOTE_MAX_LENGTH;

/** Bookmarks: the whole milliseconds a player position marks, never below 0 (a non-finite position reads as 0). */
export const bookmarkPosition = (ms: number): PositionMs =>
  Number.isFinite(ms) ? positionMs(Math.max(0, Math.floor(ms))) : positionMs(0);

// An instant when both timestamps parse, else their text: the server writes them all alike, so the text orders too.
const compareTimestamps = (a: string, b: string): number => {
  const difference = Date.parse(a) - Date.parse(b);
  if (Number.isFinite(difference) && difference !== 0) return difference;
  return a < b ? -1 : a > b ? 1 : 0;
};

const compareBookmarks = (a: Bookmark, b: Bookmark): number =>
  a.position - b.position || compareTimestamps(a.createdAt, b.createdAt) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Bookmarks: the server's order within a title: by position, the earlier added first at one position, then by id. */
export const sortBookmarks = (bookmarks: readonly Bookmark[]): readonly Bookmark[] =>
  bookmarks.toSorted(compareBookmarks);

/** Bookmarks: the list with this bookmark in its place, replacing the one with its id if there is one. */
export const upsertBookmark = (bookmarks: readonly Bookmark[], bookmark: Bookmark): readonly Bookmark[] =>
  sortBookmarks([...bookmarks.filter((kept) => kept.id !== bookmark.id), bookmark]);

/** Bookmarks: the list without the bookmark with this id; the same list when it holds none. */
export const removeBookmark = (bookmarks: readonly Bookmark[], bookmarkId: string): readonly Bookmark[] =>
  bookmarks.some((bookmark) => bookmark.id === bookmarkId)
    ? bookmarks.filter((bookmark) => bookmark.id !== bookmarkId)
    : bookmarks;
