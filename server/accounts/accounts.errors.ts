/**
 * What PollDeviceSignIn answers until it answers tokens: RFC 8628 §3.5's errors in upper case. The two that ask the
 * device to poll again carry the interval it is to wait, answered as `Retry-After`.
 */
export type DevicePollError =
  | { readonly code: 'AUTHORIZATION_PENDING'; readonly retryAfterSeconds: number }
  | { readonly code: 'SLOW_DOWN'; readonly retryAfterSeconds: number }
  | { readonly code: 'ACCESS_DENIED' }
  | { readonly code: 'EXPIRED_TOKEN' };

/** What account commands refuse: a wrong e-mail or password, and a session or refresh token that no longer holds. */
export type AccountsError =
  | { readonly code: 'INVALID_CREDENTIALS' }
  | { readonly code: 'UNAUTHENTICATED' }
  | { readonly code: 'DEVICE_MISMATCH' }
  | DevicePollError;
