/** Expected failures when reading a cycle; the codes double as i18n keys. */
export type CycleError =
  | { readonly code: 'CYCLE.NOT_FOUND' }
  | { readonly code: 'CATALOG.UNAVAILABLE' }
  | { readonly code: 'API.MAINTENANCE' };
