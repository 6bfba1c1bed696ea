import type { Market } from '#domain/market/market';
import { err, ok, type Result } from '#domain/shared/result';
import type { Page, PageRequest } from '../catalogue/queries/page';
import { notFound, type SharedError } from '../shared/server-error';
import type { BookmarkRecord, BookmarkRepository } from './bookmark-repository.port';
import type { LibraryTitles } from './library-titles.port';

export interface ListBookmarksDeps {
  readonly titles: Pick<LibraryTitles, 'findAudiobook'>;
  readonly bookmarks: Pick<BookmarkRepository, 'page'>;
}

export interface ListBookmarksInput {
  readonly userId: string;
  readonly market: Market;
  /** One audiobook's bookmarks; all the user's in the market when left out. */
  readonly audiobookId?: string;
  readonly page: PageRequest;
}

/**
 * One page of the user's bookmarks in the market's titles, or in one audiobook of the market (NOT_FOUND when the
 * catalogue has no such audiobook); by title, then position.
 */
export class ListBookmarks {
  readonly #deps: ListBookmarksDeps;

  constructor(deps: ListBookmarksDeps) {
    this.#deps = deps;
  }

  async execute(input: ListBookmarksInput): Promise<Result<Page<BookmarkRecord>, SharedError>> {
    const { catalogId } = input.market;
    if (input.audiobookId !== undefined && !(await this.#deps.titles.findAudiobook(catalogId, input.audiobookId)))
      return err(notFound('Audiobook'));
    const filter = input.audiobookId === undefined ? {} : { audiobookId: input.audiobookId };
    return ok(await this.#deps.bookmarks.page(input.userId, catalogId, filter, input.page));
  }
}
