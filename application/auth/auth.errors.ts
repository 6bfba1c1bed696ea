/** Expected failures of the session calls; the codes double as i18n keys. */
export type SessionError =
  | { readonly code: 'AUTH.NOT_SIGNED_IN' }
  | { readonly code: 'SESSION.UNAVAILABLE' }
  | { readonly code: 'API.MAINTENANCE' };
