import type { FieldError } from '../shared/server-error';

/** What the HTTP layer itself refuses before any use case runs: malformed requests, forged writes, an unknown market. */
export type HttpError =
  | { readonly code: 'INVALID_BODY' }
  | { readonly code: 'INVALID_QUERY'; readonly errors: readonly FieldError[] }
  | { readonly code: 'INVALID_REQUEST'; readonly detail: string }
  | { readonly code: 'INVALID_REDIRECT_URI' }
  | { readonly code: 'UNKNOWN_COMMAND' }
  | { readonly code: 'CSRF_REJECTED' }
  | { readonly code: 'MARKET_NOT_FOUND' }
  | { readonly code: 'PAYLOAD_TOO_LARGE' }
  | { readonly code: 'UNSUPPORTED_MEDIA_TYPE' }
  | { readonly code: 'MAINTENANCE'; readonly retryAfterSeconds: number };
