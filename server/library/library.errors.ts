import { STREAMING_DEVICE_LIMIT } from '#domain/licensing/streaming-devices';

/**
 * What the library refuses: a title the viewer may not hear or keep, a device beyond the limit, no media yet, a title
 * that already holds the most bookmarks, no player session to resume.
 */
export type LibraryError =
  | { readonly code: 'NOT_ENTITLED'; readonly wanted: 'listen' | 'download' }
  | { readonly code: 'DEVICE_NOT_ALLOWED'; readonly limit: number }
  | { readonly code: 'MEDIA_NOT_READY' }
  | { readonly code: 'BOOKMARK_LIMIT_REACHED'; readonly limit: number }
  | { readonly code: 'NO_PLAYER_SESSION' };

export const notEntitled = (wanted: 'listen' | 'download'): LibraryError => ({ code: 'NOT_ENTITLED', wanted });

/** Spec §4 "Limited listening": the device is beyond the account's streaming devices. */
export const deviceNotAllowed = (): LibraryError => ({ code: 'DEVICE_NOT_ALLOWED', limit: STREAMING_DEVICE_LIMIT });

export const mediaNotReady = (): LibraryError => ({ code: 'MEDIA_NOT_READY' });

export const bookmarkLimitReached = (limit: number): LibraryError => ({ code: 'BOOKMARK_LIMIT_REACHED', limit });

/** Nothing of the market was played on the account yet, so there is no title to offer. */
export const noPlayerSession = (): LibraryError => ({ code: 'NO_PLAYER_SESSION' });
