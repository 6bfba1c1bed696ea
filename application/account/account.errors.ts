/** Expected failures of the user panel's account sections; the codes double as i18n keys. */
export type AccountError =
  | { readonly code: 'AUTH.NOT_SIGNED_IN' }
  | { readonly code: 'API.MAINTENANCE' }
  | { readonly code: 'AUTH.TOO_MANY_ATTEMPTS' }
  | { readonly code: 'ACCOUNT.UNAVAILABLE' }
  | { readonly code: 'ACCOUNT.SESSION_UNKNOWN' }
  | { readonly code: 'ACCOUNT.DEVICE_UNKNOWN' }
  /** A field the server refused, with its code (`current_password` INVALID, `new_password` TOO_SHORT, …). */
  | { readonly code: 'ACCOUNT.FIELD_REFUSED'; readonly property: string; readonly reason: string };
