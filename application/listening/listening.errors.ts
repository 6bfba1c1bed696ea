/** Expected failures of reading the listener's listening; the codes double as i18n keys. */
export type ListeningError =
  | { readonly code: 'AUTH.NOT_SIGNED_IN' }
  | { readonly code: 'API.MAINTENANCE' }
  | { readonly code: 'LISTENING.UNAVAILABLE' };
