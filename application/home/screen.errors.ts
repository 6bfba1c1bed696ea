/** Expected failures when reading a screen; the codes double as i18n keys. */
export type ScreenError = { readonly code: 'SCREEN.UNAVAILABLE' } | { readonly code: 'API.MAINTENANCE' };
