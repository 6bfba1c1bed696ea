/** Expected failures of the library's lists; the codes double as i18n keys. */
export type LibraryError =
  | { readonly code: 'AUTH.NOT_SIGNED_IN' }
  | { readonly code: 'API.MAINTENANCE' }
  | { readonly code: 'LIBRARY.UNAVAILABLE' };
