/** Expected failures of playback reporting; the codes double as i18n keys. */
export type PlaybackReportError = { readonly code: 'PLAYBACK.REPORT_FAILED' };

/**
 * Expected failures when asking for a title's stream (spec §8): none this browser can play or none at all
 * ('stream-media-not-found'), the listener must sign in ('UserNotAuthenticated'), or the API did not answer.
 */
export type StreamMediaError =
  | { readonly code: 'stream-media-not-found' }
  | { readonly code: 'UserNotAuthenticated' }
  | { readonly code: 'PLAYBACK.UNAVAILABLE' };

/** Expected failures of the playback calls (start, position, the stop check). */
export type PlaybackCallError = { readonly code: 'AUTH.NOT_SIGNED_IN' } | { readonly code: 'PLAYBACK.UNAVAILABLE' };
