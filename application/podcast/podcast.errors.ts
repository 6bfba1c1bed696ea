/** Expected failures when reading a podcast; the codes double as i18n keys. */
export type PodcastError =
  | { readonly code: 'PODCAST.NOT_FOUND' }
  | { readonly code: 'CATALOG.UNAVAILABLE' }
  | { readonly code: 'API.MAINTENANCE' };
