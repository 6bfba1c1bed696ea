/**
 * Expected failures of the bookmark calls; the codes double as i18n keys. A note over the limit is shown at the note
 * (NOTE_TOO_LONG); a position past the title's end (POSITION_OUT_OF_RANGE) and the rest as the generic error.
 */
export type BookmarkError =
  | { readonly code: 'AUTH.NOT_SIGNED_IN' }
  | { readonly code: 'BOOKMARKS.UNAVAILABLE' }
  | { readonly code: 'BOOKMARKS.NOTE_TOO_LONG' }
  | { readonly code: 'BOOKMARKS.POSITION_OUT_OF_RANGE' }
  | { readonly code: 'BOOKMARKS.LIMIT_REACHED' }
  | { readonly code: 'BOOKMARKS.NOT_FOUND' };
