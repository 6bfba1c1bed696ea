import type { Market } from '#domain/market/market';
import { err, ok, type Result } from '#domain/shared/result';
import { notFound, type SharedError } from '../shared/server-error';
import type { BookmarkRepository } from './bookmark-repository.port';

export interface RemoveBookmarkDeps {
  readonly bookmarks: Pick<BookmarkRepository, 'remove'>;
}

export interface RemoveBookmarkInput {
  readonly userId: string;
  readonly market: Market;
  readonly bookmarkId: string;
}

/**
 * RemoveBookmark: removes one of the user's bookmarks. Another user's bookmark is NOT_FOUND like an unknown id, so
 * nobody learns that it exists; removing one twice is NOT_FOUND the second time.
 */
export class RemoveBookmark {
  readonly #deps: RemoveBookmarkDeps;

  constructor(deps: RemoveBookmarkDeps) {
    this.#deps = deps;
  }

  async execute(input: RemoveBookmarkInput): Promise<Result<null, SharedError>> {
    const removed = await this.#deps.bookmarks.remove(input.userId, input.market.catalogId, input.bookmarkId);
    return removed ? ok(null) : err(notFound('Bookmark'));
  }
}
