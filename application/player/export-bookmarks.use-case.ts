import type { Bookmark } from '#domain/playback/bookmark';
import type { Result } from '#domain/shared/result';
import type { BookmarkRepository } from '../ports/bookmark-repository.port';
import type { BookmarkError } from './bookmark.errors';

/**
 * The listener's bookmarks written out for their own records: one title's, or every title's in the market, title by
 * title and each by position, as the server keeps them.
 */
export class ExportBookmarks {
  readonly #deps: { readonly bookmarkRepository: Pick<BookmarkRepository, 'list' | 'listAll'> };

  constructor(deps: { readonly bookmarkRepository: Pick<BookmarkRepository, 'list' | 'listAll'> }) {
    this.#deps = deps;
  }

  execute(input: { readonly audiobookId: string | null }): Promise<Result<readonly Bookmark[], BookmarkError>> {
    const { bookmarkRepository } = this.#deps;
    return input.audiobookId === null ? bookmarkRepository.listAll() : bookmarkRepository.list(input.audiobookId);
  }
}
