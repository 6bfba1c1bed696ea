import { ContainerModule } from 'inversify';
import { ExportBookmarks } from '#application/player/export-bookmarks.use-case';
import type { Locale } from '#domain/market/locale';
import type { KyInstance } from 'ky';
import type { RequireSignIn } from '#application/auth/require-sign-in.use-case';
import { AddBookmark } from '#application/player/add-bookmark.use-case';
import { BookmarksStore } from '#application/player/bookmarks.store';
import { EditBookmarkNote } from '#application/player/edit-bookmark-note.use-case';
import { LoadBookmarks } from '#application/player/load-bookmarks.use-case';
import { RemoveBookmark } from '#application/player/remove-bookmark.use-case';
import type { BookmarkRepository } from '#application/ports/bookmark-repository.port';
import type { ToastPresenterPort } from '#application/ports/toast-presenter.port';
import { KyBookmarkRepository } from '../http/ky-bookmark-repository';
import type { SessionRefresh } from '../http/session-refresh';
import type { PortOverrides } from './port-overrides';
import { type Token, TOKENS } from './tokens';

interface BookmarkWriteDeps {
  readonly bookmarkRepository: BookmarkRepository;
  readonly bookmarksStore: BookmarksStore;
  readonly toastPresenter: ToastPresenterPort;
  readonly requireSignIn: RequireSignIn;
}

/**
 * The player's bookmarks: the listener's bookmarks over HTTP (unless overridden), the loaded title's in a store, and
 * the use cases over them, the toast area and the trip to sign-in.
 */
export const bookmarksModule = (overrides: PortOverrides) =>
  new ContainerModule(({ bind }) => {
    const { bookmarkRepository } = overrides;
    if (bookmarkRepository) bind(TOKENS.BookmarkRepository).toConstantValue(bookmarkRepository);
    else
      bind(TOKENS.BookmarkRepository).toResolvedValue(
        (http: KyInstance, refreshSession: SessionRefresh, locale: () => Locale) =>
          new KyBookmarkRepository({ http, locale, refreshSession }),
        [TOKENS.HttpClient, TOKENS.SessionRefresh, TOKENS.ApiLocale],
      );
    bind(TOKENS.BookmarksStore).toResolvedValue(() => new BookmarksStore(), []);
    bind(TOKENS.ExportBookmarks).toResolvedValue(
      (repository: BookmarkRepository) => new ExportBookmarks({ bookmarkRepository: repository }),
      [TOKENS.BookmarkRepository],
    );
    bind(TOKENS.LoadBookmarks).toResolvedValue(
      (repository: BookmarkRepository, bookmarksStore: BookmarksStore) =>
        new LoadBookmarks({ bookmarkRepository: repository, bookmarksStore }),
      [TOKENS.BookmarkRepository, TOKENS.BookmarksStore],
    );
    // The three writes take the same ports: the repository, the store, the toast area and the trip to sign-in.
    const writeDeps = (): [
      Token<BookmarkRepository>,
      Token<BookmarksStore>,
      Token<ToastPresenterPort>,
      Token<RequireSignIn>,
    ] => [TOKENS.BookmarkRepository, TOKENS.BookmarksStore, TOKENS.ToastPresenter, TOKENS.RequireSignIn];
    const writeUseCase =
      <U>(make: (deps: BookmarkWriteDeps) => U) =>
      (
        bookmarkRepository: BookmarkRepository,
        bookmarksStore: BookmarksStore,
        toastPresenter: ToastPresenterPort,
        requireSignIn: RequireSignIn,
      ): U =>
        make({ bookmarkRepository, bookmarksStore, toastPresenter, requireSignIn });
    bind(TOKENS.AddBookmark).toResolvedValue(
      writeUseCase((deps) => new AddBookmark(deps)),
      writeDeps(),
    );
    bind(TOKENS.EditBookmarkNote).toResolvedValue(
      writeUseCase((deps) => new EditBookmarkNote(deps)),
      writeDeps(),
    );
    bind(TOKENS.RemoveBookmark).toResolvedValue(
      writeUseCase((deps) => new RemoveBookmark(deps)),
      writeDeps(),
    );
  });
