/**
 * Expected failures of signing a device in by a code: refused in the browser, not confirmed in time (or the code is
 * spent), too many starts from this address, the API unreachable or down for maintenance.
 */
export type DeviceCodeSignInError =
  | { readonly code: 'DEVICE.SIGN_IN_DENIED' }
  | { readonly code: 'DEVICE.CODE_EXPIRED' }
  | { readonly code: 'AUTH.TOO_MANY_ATTEMPTS' }
  | { readonly code: 'SESSION.UNAVAILABLE' }
  | { readonly code: 'API.MAINTENANCE' };
