import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BOOKMARK_NOTE_MAX_LENGTH,
  type Bookmark,
  bookmarkNote,
  bookmarkPosition,
  isBookmarkNoteTooLong,
  removeBookmark,
  sortBookmarks,
  upsertBookmark,
} from '#domain/playback/bookmark';
import { positionMs } from '#domain/playback/playback-position';
import { anyCodePointString } from '#test/support/arbitraries/text.arbitrary';

// Few positions and instants, so bookmarks often share a position and sometimes a moment too.
const instant = fc
  .integer({ min: 0, max: 5 })
  .map((second) => new Date(Date.UTC(2026, 0, 1, 10, 0, second)).toISOString());

const bookmarkWith = (id: string): fc.Arbitrary<Bookmark> =>
  fc.record({
    id: fc.constant(id),
    audiobookId: fc.constant('a-1'),
    position: fc.oneof(fc.constantFrom(0, 1_000, 60_000), fc.nat({ max: 10_000_000 })).map(positionMs),
    note: fc.option(fc.string({ maxLength: 5 })),
    createdAt: instant,
    updatedAt: instant,
  });

/** Bookmarks with distinct ids, in any order. */
const bookmarks = fc
  .uniqueArray(fc.constantFrom(...Array.from({ length: 12 }, (_, n) => `b-${n}`)), { maxLength: 12 })
  .chain((ids) => fc.tuple(...ids.map(bookmarkWith)));

/** The same bookmarks in two orders. */
const bookmarksInTwoOrders = bookmarks.chain((list) =>
  fc.tuple(fc.constant(list), fc.shuffledSubarray(list, { minLength: list.length })),
);

const isInOrder = (list: readonly Bookmark[]): boolean =>
  list.every((bookmark, i) => {
    const before = list[i - 1];
    if (before === undefined) return true;
    if (before.position !== bookmark.position) return before.position < bookmark.position;
    if (before.createdAt !== bookmark.createdAt) return before.createdAt < bookmark.createdAt;
    return before.id < bookmark.id;
  });

const ids = (list: readonly Bookmark[]) => list.map((bookmark) => bookmark.id);

describe('bookmark list properties', () => {
  it('sorts by position, then by when each was added, keeping every bookmark, whatever the order it came in', () => {
    fc.assert(
      fc.property(bookmarksInTwoOrders, ([list, shuffled]) => {
        const sorted = sortBookmarks(list);
        expect(isInOrder(sorted)).toBe(true);
        expect(ids(sorted).toSorted()).toEqual(ids(list).toSorted());
        expect(sortBookmarks(shuffled)).toEqual(sorted);
        expect(sortBookmarks(sorted)).toEqual(sorted);
      }),
    );
  });

  it('upserts a bookmark once, in its place, leaving the others as they were', () => {
    fc.assert(
      fc.property(bookmarks, bookmarkWith('b-3'), (list, bookmark) => {
        const sorted = sortBookmarks(list);
        const next = upsertBookmark(sorted, bookmark);
        expect(isInOrder(next)).toBe(true);
        expect(next.filter((kept) => kept.id === bookmark.id)).toEqual([bookmark]);
        expect(next.filter((kept) => kept.id !== bookmark.id)).toEqual(
          sorted.filter((kept) => kept.id !== bookmark.id),
        );
        expect(upsertBookmark(next, bookmark)).toEqual(next);
      }),
    );
  });

  it('removes exactly the bookmark with the id, and gives the same list back when it holds none', () => {
    fc.assert(
      fc.property(bookmarks, fc.constantFrom('b-0', 'b-5', 'b-11'), (list, id) => {
        const sorted = sortBookmarks(list);
        const next = removeBookmark(sorted, id);
        expect(ids(next)).toEqual(ids(sorted).filter((kept) => kept !== id));
        if (!ids(sorted).includes(id)) expect(next).toBe(sorted);
      }),
    );
  });

  it('takes an upsert of a new bookmark back with its removal', () => {
    fc.assert(
      fc.property(bookmarks, bookmarkWith('new'), (list, bookmark) => {
        const sorted = sortBookmarks(list);
        expect(removeBookmark(upsertBookmark(sorted, bookmark), bookmark.id)).toEqual(sorted);
      }),
    );
  });
});

describe('bookmark note and position properties', () => {
  it('keeps a note as the server does: cleaned, trimmed, null when empty, the same when kept again', () => {
    fc.assert(
      fc.property(anyCodePointString, (text) => {
        const note = bookmarkNote(text);
        if (note === null) return;
        expect(note).toBe(note.trim());
        expect(note).not.toBe('');
        expect(bookmarkNote(note)).toBe(note);
        expect(isBookmarkNoteTooLong(text)).toBe(note.length > BOOKMARK_NOTE_MAX_LENGTH);
      }),
    );
  });

  it('marks a whole, non-negative millisecond at or before any finite position', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.integer({ min: -1_000, max: 100_000_000 })), (ms) => {
        const position = bookmarkPosition(ms);
        expect(Number.isInteger(position)).toBe(true);
        expect(position).toBeGreaterThanOrEqual(0);
        if (Number.isFinite(ms)) expect(position).toBeLessThanOrEqual(Math.max(0, ms));
      }),
    );
  });
});

describe('bookmark examples', () => {
  it.each([
    ['  Chapter two  ', 'Chapter two', false],
    ['', null, false],
    [' \n\t ', null, false],
    ['x'.repeat(500), 'x'.repeat(500), false],
    ['x'.repeat(501), 'x'.repeat(501), true],
    // Bidirectional overrides and control characters do not count: the server takes them out first.
    [`\u202E${'z'.repeat(500)}\u202C\u0007`, 'z'.repeat(500), false],
    ['Line one\r\nLine two', 'Line one\nLine two', false],
  ])('keeps %j as %j (too long: %s)', (text, note, tooLong) => {
    expect(bookmarkNote(text)).toBe(note);
    expect(isBookmarkNoteTooLong(text)).toBe(tooLong);
  });

  it.each([
    [0, 0],
    [1_234.9, 1_234],
    [-5, 0],
    [Number.NaN, 0],
    [Infinity, 0],
  ])('marks position %s as %s ms', (ms, position) => {
    expect(bookmarkPosition(ms)).toBe(position);
  });

  it('puts the earlier added first at one position', () => {
    const at = (id: string, position: number, createdAt: string): Bookmark => ({
      id,
      audiobookId: 'a-1',
      position: positionMs(position),
      note: null,
      createdAt,
      updatedAt: createdAt,
    });
    const list = [
      at('c', 30_000, '2026-01-01T10:00:02.000Z'),
      at('a', 120_000, '2026-01-01T10:00:00.000Z'),
      at('b', 30_000, '2026-01-01T10:00:01.000Z'),
    ];
    expect(ids(sortBookmarks(list))).toEqual(['b', 'c', 'a']);
  });
});
