/** Expected failures when reading a legal page; the codes double as i18n keys. */
export type LegalPageError =
  | { readonly code: 'LEGAL.NOT_FOUND' }
  | { readonly code: 'LEGAL.UNAVAILABLE' }
  | { readonly code: 'API.MAINTENANCE' };
