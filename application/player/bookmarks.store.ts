import { type Bookmark, removeBookmark, sortBookmarks, upsertBookmark } from '#domain/playback/bookmark';
import { Store } from '../shared/store';

/** Nothing asked yet, being asked for, shown, or not to be had. */
export type BookmarksStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** The bookmarks of the title in the player, in the server's order. */
export interface BookmarksState {
  readonly audiobookId: string | null;
  readonly bookmarks: readonly Bookmark[];
  readonly status: BookmarksStatus;
}

const IDLE: BookmarksState = { audiobookId: null, bookmarks: [], status: 'idle' };

/** The loaded title's bookmarks; only the latest load's answer is shown, and only that title's bookmarks join them. */
export class BookmarksStore extends Store<BookmarksState> {
  #load = 0;

  constructor() {
    super(IDLE);
  }

  /** The shown bookmark with this id, if there is one. */
  bookmark(bookmarkId: string): Bookmark | undefined {
    return this.state.bookmarks.find((bookmark) => bookmark.id === bookmarkId);
  }

  /** A load of the title's bookmarks starts; returns its number, which its answer must carry to be shown. */
  loading(audiobookId: string): number {
    this.#load += 1;
    this.setState({ audiobookId, bookmarks: [], status: 'loading' });
    return this.#load;
  }

  loaded(load: number, bookmarks: readonly Bookmark[]): void {
    if (load !== this.#load) return;
    this.setState((current) => ({ ...current, bookmarks: sortBookmarks(bookmarks), status: 'ready' }));
  }

  failed(load: number): void {
    if (load !== this.#load) return;
    this.setState((current) => ({ ...current, bookmarks: [], status: 'failed' }));
  }

  /** Nobody is signed in: the title has no bookmarks to show, and a load still under way is dropped. */
  none(audiobookId: string): void {
    this.#load += 1;
    this.setState({ audiobookId, bookmarks: [], status: 'ready' });
  }

  /** A bookmark as the server keeps it: shown in its place when it is the shown title's. */
  saved(bookmark: Bookmark): void {
    this.setState((current) =>
      current.audiobookId === bookmark.audiobookId
        ? { ...current, bookmarks: upsertBookmark(current.bookmarks, bookmark) }
        : current,
    );
  }

  removed(bookmarkId: string): void {
    this.setState((current) => {
      const bookmarks = removeBookmark(current.bookmarks, bookmarkId);
      return bookmarks === current.bookmarks ? current : { ...current, bookmarks };
    });
  }
}
