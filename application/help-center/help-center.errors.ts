/** Expected failures when reading the help centre; the codes double as i18n keys. */
export type HelpCenterError =
  | { readonly code: 'HELP_CENTER.NOT_FOUND' }
  | { readonly code: 'HELP_CENTER.UNAVAILABLE' }
  | { readonly code: 'API.MAINTENANCE' };
