import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { BookmarkError } from '#application/player/bookmark.errors';
import type { BookmarksState } from '#application/player/bookmarks.store';
import { isAuthSettled } from '#domain/auth/auth-state';
import type { Bookmark } from '#domain/playback/bookmark';
import { TOKENS } from '#infrastructure/composition/tokens';
import { useService } from '#ui/di/container-context';
import { useStateObservable } from '#ui/hooks/use-state-observable';
import { type BookmarkAnnouncement, type BookmarkFormOutcome, BookmarksPanel } from './BookmarksPanel';

export interface ConnectedBookmarksProps {
  /** The title in the player. */
  readonly audiobookId: string;
  /** The player's position in milliseconds, read when a bookmark is added. */
  readonly currentPosition: () => number;
  /** Moves the player to a bookmark's position in milliseconds. */
  readonly onJump: (positionMs: number) => void;
}

type News = { readonly kind: 'added'; readonly positionMs: number } | { readonly kind: 'removed' };

const outcomeOf = (error: BookmarkError): BookmarkFormOutcome => {
  if (error.code === 'BOOKMARKS.NOTE_TOO_LONG') return 'noteTooLong';
  if (error.code === 'BOOKMARKS.LIMIT_REACHED') return 'limitReached';
  return 'failed';
};

const FAILED = (): BookmarkFormOutcome => 'failed';

/**
 * The bookmarks panel bound to the title in the player: once who listens is known, the title's bookmarks are loaded
 * (a visitor has none, and adding one sends them to sign in); adding, editing and deleting go through the use cases.
 */
export default function ConnectedBookmarks({ audiobookId, currentPosition, onJump }: ConnectedBookmarksProps) {
  const store = useService(TOKENS.BookmarksStore);
  const state = useStateObservable(store.state$);
  const auth = useStateObservable(useService(TOKENS.AuthStore).state$);
  const loadBookmarks = useService(TOKENS.LoadBookmarks);
  const addBookmark = useService(TOKENS.AddBookmark);
  const editBookmarkNote = useService(TOKENS.EditBookmarkNote);
  const removeBookmark = useService(TOKENS.RemoveBookmark);
  const location = useLocation();
  const currentPath = `${location.pathname}${location.search}`;
  const settled = isAuthSettled(auth);
  const { user } = auth;

  const load = useCallback(() => {
    loadBookmarks.execute({ audiobookId, user }).catch(() => undefined);
  }, [loadBookmarks, audiobookId, user]);
  useEffect(() => {
    if (settled) load();
  }, [settled, load]);

  const [announcement, setAnnouncement] = useState<BookmarkAnnouncement | null>(null);
  const announced = useRef(0);
  const announce = (news: News) => {
    announced.current += 1;
    setAnnouncement({ ...news, id: announced.current });
  };

  // Until this title's own arrive, the store may still hold another title's bookmarks, or none asked for yet.
  const shown: Pick<BookmarksState, 'bookmarks' | 'status'> =
    state.audiobookId === audiobookId ? state : { bookmarks: [], status: 'loading' };

  const onAdd = (note: string): Promise<BookmarkFormOutcome> =>
    addBookmark.execute({ audiobookId, position: currentPosition(), note, user, currentPath }).then((result) => {
      if (!result.ok) return outcomeOf(result.error);
      if (result.value.type !== 'added') return 'failed';
      announce({ kind: 'added', positionMs: result.value.bookmark.position });
      return 'saved';
    }, FAILED);

  const onSaveNote = (bookmark: Bookmark, note: string): Promise<BookmarkFormOutcome> =>
    editBookmarkNote
      .execute({ bookmarkId: bookmark.id, note, currentPath })
      .then((result) => (result.ok ? 'saved' : outcomeOf(result.error)), FAILED);

  const onDelete = (bookmark: Bookmark) => {
    removeBookmark.execute({ bookmark, currentPath }).then(
      (result) => {
        if (result.ok) announce({ kind: 'removed' });
      },
      () => undefined,
    );
  };

  return (
    <BookmarksPanel
      bookmarks={shown.bookmarks}
      status={shown.status}
      announcement={announcement}
      onAdd={onAdd}
      onSaveNote={onSaveNote}
      onDelete={onDelete}
      onJump={onJump}
      onRetry={load}
    />
  );
}
