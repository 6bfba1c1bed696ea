import type { Market } from '#domain/market/market';
import { err, ok, type Result } from '#domain/shared/result';
import { invalidField, notFound, type SharedError } from '../shared/server-error';
import type { BookmarkRecord, BookmarkRepository } from './bookmark-repository.port';
import { bookmarkLimitReached, type LibraryError } from './library.errors';
import type { LibraryTitles } from './library-titles.port';

/** The most bookmarks a listener keeps in one audiobook. */
export const MAX_BOOKMARKS_PER_AUDIOBOOK = 500;

export interface AddBookmarkDeps {
  readonly titles: Pick<LibraryTitles, 'findAudiobook'>;
  readonly bookmarks: Pick<BookmarkRepository, 'add'>;
  readonly now: () => Date;
}

export interface AddBookmarkInput {
  readonly userId: string;
  readonly market: Market;
  readonly audiobookId: string;
  readonly positionMs: number;
  /** Already cleaned user text; empty for none. */
  readonly note: string;
}

/**
 * AddBookmark: marks a place (0..duration) in an audiobook of the market's catalogue, heard or not, with an optional
 * note; at most `MAX_BOOKMARKS_PER_AUDIOBOOK` a title (BOOKMARK_LIMIT_REACHED beyond). Answers the bookmark as stored.
 */
export class AddBookmark {
  readonly #deps: AddBookmarkDeps;

  constructor(deps: AddBookmarkDeps) {
    this.#deps = deps;
  }

  async execute(input: AddBookmarkInput): Promise<Result<BookmarkRecord, LibraryError | SharedError>> {
    const title = await this.#deps.titles.findAudiobook(input.market.catalogId, input.audiobookId);
    if (!title) return err(notFound('Audiobook'));
    if (input.positionMs > (title.durationMs ?? 0)) return err(invalidField('position', 'OUT_OF_RANGE'));
    const added = await this.#deps.bookmarks.add(
      {
        userId: input.userId,
        audiobookId: title.id,
        positionMs: input.positionMs,
        note: input.note === '' ? null : input.note,
        now: this.#deps.now(),
      },
      MAX_BOOKMARKS_PER_AUDIOBOOK,
    );
    return added ? ok(added) : err(bookmarkLimitReached(MAX_BOOKMARKS_PER_AUDIOBOOK));
  }
}
