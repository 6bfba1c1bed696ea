/** Expected failures of the favourites calls; the codes double as i18n keys. */
export type FavouritesError = { readonly code: 'AUTH.NOT_SIGNED_IN' } | { readonly code: 'FAVOURITES.UNAVAILABLE' };
