/** What the media endpoints refuse beyond the library's refusals (NOT_ENTITLED, DEVICE_NOT_ALLOWED, MEDIA_NOT_READY). */
export type MediaError =
  /** The full media and licences are for a signed-in listener only. */
  | { readonly code: 'UNAUTHENTICATED' }
  /** A licence request names a key id the audiobook is not encrypted with (or a clear title's). */
  | { readonly code: 'UNKNOWN_KEY_ID' }
  /** A licence request whose body is not a JSON object. */
  | { readonly code: 'LICENSE_REQUEST_MALFORMED' };

export const unauthenticated = (): MediaError => ({ code: 'UNAUTHENTICATED' });
export const unknownKeyId = (): MediaError => ({ code: 'UNKNOWN_KEY_ID' });
export const licenseRequestMalformed = (): MediaError => ({ code: 'LICENSE_REQUEST_MALFORMED' });
