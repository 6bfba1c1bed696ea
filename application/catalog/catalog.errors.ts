/** Expected failures when reading the catalogue; the codes double as i18n keys. */
export type CatalogError = { readonly code: 'CATALOG.UNAVAILABLE' } | { readonly code: 'API.MAINTENANCE' };
