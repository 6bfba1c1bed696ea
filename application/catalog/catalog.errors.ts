/** Expected failures when reading the catalogue; the codes double as i18n keys. */
export type CatalogError = { readonly code: 'CATALOG.UNAVAILABLE' } | { readonly code: 'API.MAINTENANCE' };

/** Reading one thing of the catalogue (a category, a person) can also find that it does not exist. */
export type CatalogLookupError = CatalogError | { readonly code: 'CATALOG.NOT_FOUND' };

/** A list page can also be asked for a page past its last one. */
export type ListPageError = CatalogLookupError | { readonly code: 'CATALOG.PAGE_NOT_FOUND' };
