import type { Market } from '#domain/market/market';
import { err, ok, type Result } from '#domain/shared/result';
import { notFound, type SharedError } from '../shared/server-error';
import type { BookmarkRecord, BookmarkRepository } from './bookmark-repository.port';

export interface EditBookmarkDeps {
  readonly bookmarks: Pick<BookmarkRepository, 'editNote'>;
  readonly now: () => Date;
}

export interface EditBookmarkInput {
  readonly userId: string;
  readonly market: Market;
  readonly bookmarkId: string;
  /** Already cleaned user text; empty clears the note. */
  readonly note: string;
}

/**
 * EditBookmark: replaces the note of one of the user's bookmarks. Another user's bookmark is NOT_FOUND like an unknown
 * id, so nobody learns that it exists. Answers the bookmark as stored.
 */
export class EditBookmark {
  readonly #deps: EditBookmarkDeps;

  constructor(deps: EditBookmarkDeps) {
    this.#deps = deps;
  }

  async execute(input: EditBookmarkInput): Promise<Result<BookmarkRecord, SharedError>> {
    const edited = await this.#deps.bookmarks.editNote({
      userId: input.userId,
      catalogId: input.market.catalogId,
      bookmarkId: input.bookmarkId,
      note: input.note === '' ? null : input.note,
      now: this.#deps.now(),
    });
    return edited ? ok(edited) : err(notFound('Bookmark'));
  }
}
