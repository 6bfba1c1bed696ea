import { randomUUID } from 'node:crypto';
import { offsetOf, type Page, type PageRequest } from '#server/catalogue/queries/page';
import type { BookmarkRecord, BookmarkRepository, NewBookmark } from '#server/library/bookmark-repository.port';

interface Stored extends BookmarkRecord {
  readonly userId: string;
}

/** Bookmarks in memory; a title's catalogue is told by `catalogOf`, as the products table tells it. */
export class InMemoryBookmarkRepository implements BookmarkRepository {
  readonly #bookmarks: Stored[] = [];

  constructor(private readonly catalogOf: (audiobookId: string) => string | undefined) {}

  async add(bookmark: NewBookmark, limit: number): Promise<BookmarkRecord | null> {
    const kept = this.#bookmarks.filter((b) => b.userId === bookmark.userId && b.audiobookId === bookmark.audiobookId);
    if (kept.length >= limit) return null;
    const at = bookmark.now.toISOString();
    const stored: Stored = {
      id: randomUUID(),
      userId: bookmark.userId,
      audiobookId: bookmark.audiobookId,
      positionMs: bookmark.positionMs,
      note: bookmark.note,
      createdAt: at,
      updatedAt: at,
    };
    this.#bookmarks.push(stored);
    return recordOf(stored);
  }

  async editNote(input: {
    readonly userId: string;
    readonly catalogId: string;
    readonly bookmarkId: string;
    readonly note: string | null;
    readonly now: Date;
  }): Promise<BookmarkRecord | null> {
    const index = this.#indexOf(input.userId, input.catalogId, input.bookmarkId);
    const found = this.#bookmarks[index];
    if (!found) return null;
    const edited = { ...found, note: input.note, updatedAt: input.now.toISOString() };
    this.#bookmarks[index] = edited;
    return recordOf(edited);
  }

  async remove(userId: string, catalogId: string, bookmarkId: string): Promise<boolean> {
    const index = this.#indexOf(userId, catalogId, bookmarkId);
    if (index < 0) return false;
    this.#bookmarks.splice(index, 1);
    return true;
  }

  async page(
    userId: string,
    catalogId: string,
    filter: { readonly audiobookId?: string },
    request: PageRequest,
  ): Promise<Page<BookmarkRecord>> {
    const mine = this.#bookmarks
      .filter((b) => b.userId === userId && this.catalogOf(b.audiobookId) === catalogId)
      .filter((b) => filter.audiobookId === undefined || b.audiobookId === filter.audiobookId)
      .sort(
        (a, b) =>
          compare(a.audiobookId, b.audiobookId) ||
          a.positionMs - b.positionMs ||
          compare(a.createdAt, b.createdAt) ||
          compare(a.id, b.id),
      );
    const start = offsetOf(request);
    return { items: mine.slice(start, start + request.limit).map(recordOf), total: mine.length };
  }

  #indexOf(userId: string, catalogId: string, bookmarkId: string): number {
    return this.#bookmarks.findIndex(
      (b) => b.id === bookmarkId && b.userId === userId && this.catalogOf(b.audiobookId) === catalogId,
    );
  }
}

const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

const recordOf = ({ userId: _userId, ...record }: Stored): BookmarkRecord => record;
