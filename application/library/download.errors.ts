/** Expected failures of a title's download; the codes double as i18n keys. */
export type DownloadError =
  | { readonly code: 'AUTH.NOT_SIGNED_IN' }
  | { readonly code: 'API.MAINTENANCE' }
  /** No such audiobook in the market's catalogue. */
  | { readonly code: 'DOWNLOAD.NOT_FOUND' }
  /** No one-off licence: the club gives streaming only. */
  | { readonly code: 'DOWNLOAD.NOT_ENTITLED' }
  /** The session's device is beyond the account's streaming devices. */
  | { readonly code: 'DOWNLOAD.DEVICE_NOT_ALLOWED' }
  /** The title has no downloadable media yet. */
  | { readonly code: 'DOWNLOAD.NOT_READY' }
  | { readonly code: 'DOWNLOAD.UNAVAILABLE' }
  /** The connection broke part way; the bytes received are kept for the next attempt. */
  | { readonly code: 'DOWNLOAD.INTERRUPTED'; readonly receivedBytes: number; readonly totalBytes: number | null };
