import { HTTPError, type KyInstance } from 'ky';
import type { BookmarkRepository } from '#application/ports/bookmark-repository.port';
import type { BookmarkError } from '#application/player/bookmark.errors';
import type { Locale } from '#domain/market/locale';
import type { Bookmark } from '#domain/playback/bookmark';
import { positionMs, type PositionMs } from '#domain/playback/playback-position';
import { err, ok, type Result } from '#domain/shared/result';
import {
  BOOKMARKS_PAGE_LIMIT,
  type BookmarkWire,
  bookmarkSchema,
  bookmarksPageSchema,
} from '#contract/bookmark.schema';
import { decoded, fieldErrorsOf } from './api-error-body';
import { isRemoteFailure } from './http-failure';
import { isUnauthorized, type SessionRefresh, withSessionRefresh } from './session-refresh';

export interface KyBookmarkRepositoryDeps {
  readonly http: KyInstance;
  /** The market of the page: a bookmark names an audiobook of its catalogue. */
  readonly locale: () => Locale;
  readonly refreshSession: SessionRefresh;
}

type BookmarkCommand =
  | { readonly name: 'AddBookmark'; readonly audiobook_id: string; readonly position: number; readonly note?: string }
  | { readonly name: 'EditBookmark'; readonly bookmark_id: string; readonly note: string }
  | { readonly name: 'RemoveBookmark'; readonly bookmark_id: string };

const UNAVAILABLE: BookmarkError = { code: 'BOOKMARKS.UNAVAILABLE' };

const toBookmark = (wire: BookmarkWire): Bookmark => ({
  id: wire.id,
  audiobookId: wire.audiobook_id,
  position: positionMs(wire.position),
  note: wire.note,
  createdAt: wire.created_at,
  updatedAt: wire.updated_at,
});

const bookmarkOf = (body: unknown): Result<Bookmark, BookmarkError> =>
  decoded(bookmarkSchema, body, toBookmark, UNAVAILABLE);

/** A 422's field errors: the note over the limit, or a position past the title's end; anything else is unexpected. */
const invalidFieldOf = async (error: HTTPError): Promise<BookmarkError> => {
  const fields = await fieldErrorsOf(error);
  if (fields.some((field) => field.property === 'note' && field.code === 'TOO_LONG'))
    return { code: 'BOOKMARKS.NOTE_TOO_LONG' };
  if (fields.some((field) => field.property === 'position' && field.code === 'OUT_OF_RANGE'))
    return { code: 'BOOKMARKS.POSITION_OUT_OF_RANGE' };
  return UNAVAILABLE;
};

/** The expected failure a refused call stands for, or null for a fault that is no remote failure (a bug). */
const failureOf = async (error: unknown): Promise<BookmarkError | null> => {
  if (isUnauthorized(error)) return { code: 'AUTH.NOT_SIGNED_IN' };
  if (error instanceof HTTPError) {
    switch (error.response.status) {
      case 404:
        return { code: 'BOOKMARKS.NOT_FOUND' };
      case 409:
        return { code: 'BOOKMARKS.LIMIT_REACHED' };
      case 422:
        return invalidFieldOf(error);
      default:
        return UNAVAILABLE;
    }
  }
  return isRemoteFailure(error) ? UNAVAILABLE : null;
};

/**
 * The signed-in listener's bookmarks over `GET /{lang}/v2/me/bookmarks` (every page of one title) and the commands
 * AddBookmark, EditBookmark and RemoveBookmark (`POST /{lang}/v2/commands`), each retried once after a token refresh
 * when it meets a 401 (spec §8). 404 is NOT_FOUND (an unknown title, or a bookmark that is not the listener's), 409 the
 * limit of a title, 422 a note too long or a position past the end.
 */
export class KyBookmarkRepository implements BookmarkRepository {
  readonly #deps: KyBookmarkRepositoryDeps;

  constructor(deps: KyBookmarkRepositoryDeps) {
    this.#deps = deps;
  }

  list(audiobookId: string): Promise<Result<readonly Bookmark[], BookmarkError>> {
    return this.#every(audiobookId);
  }

  listAll(): Promise<Result<readonly Bookmark[], BookmarkError>> {
    return this.#every(null);
  }

  #every(audiobookId: string | null): Promise<Result<readonly Bookmark[], BookmarkError>> {
    return this.#call(async () => {
      const bookmarks: Bookmark[] = [];
      // The first page says how many there are.
      for (let page = 1, pages = 1; page <= pages; page += 1) {
        const parsed = bookmarksPageSchema.safeParse(await this.#page(audiobookId, page));
        if (!parsed.success) return err(UNAVAILABLE);
        bookmarks.push(...parsed.data._embedded['app:bookmark'].map(toBookmark));
        pages = parsed.data.pages;
      }
      return ok(bookmarks);
    });
  }

  add(audiobookId: string, position: PositionMs, note: string | null): Promise<Result<Bookmark, BookmarkError>> {
    const command: BookmarkCommand = {
      name: 'AddBookmark',
      audiobook_id: audiobookId,
      position,
      ...(note === null ? {} : { note }),
    };
    return this.#call(async () => bookmarkOf(await this.#send(command)));
  }

  editNote(bookmarkId: string, note: string | null): Promise<Result<Bookmark, BookmarkError>> {
    // The API clears a note that is empty.
    const command: BookmarkCommand = { name: 'EditBookmark', bookmark_id: bookmarkId, note: note ?? '' };
    return this.#call(async () => bookmarkOf(await this.#send(command)));
  }

  remove(bookmarkId: string): Promise<Result<void, BookmarkError>> {
    return this.#call(async () => {
      await this.#send({ name: 'RemoveBookmark', bookmark_id: bookmarkId });
      return ok(undefined);
    });
  }

  #page(audiobookId: string | null, page: number): Promise<unknown> {
    const { http, locale, refreshSession } = this.#deps;
    return withSessionRefresh(
      () =>
        http
          .get(`${locale()}/v2/me/bookmarks`, {
            searchParams: {
              ...(audiobookId === null ? {} : { audiobook_id: audiobookId }),
              page,
              limit: BOOKMARKS_PAGE_LIMIT,
              '_f[noLinks]': 1,
            },
          })
          .json(),
      refreshSession,
    );
  }

  #send(command: BookmarkCommand): Promise<unknown> {
    const { http, locale, refreshSession } = this.#deps;
    return withSessionRefresh(() => http.post(`${locale()}/v2/commands`, { json: command }).json(), refreshSession);
  }

  async #call<T>(run: () => Promise<Result<T, BookmarkError>>): Promise<Result<T, BookmarkError>> {
    try {
      return await run();
    } catch (error) {
      const failure = await failureOf(error);
      if (failure === null) throw error;
      return err(failure);
    }
  }
}
