/** Expected failures when reading an audiobook; the codes double as i18n keys. */
export type AudiobookError =
  | { readonly code: 'AUDIOBOOK.NOT_FOUND' }
  | { readonly code: 'AUDIOBOOK.UNAVAILABLE' }
  | { readonly code: 'API.MAINTENANCE' };

/** Expected failures when reading a product's reviews. */
export type ReviewsError = { readonly code: 'REVIEWS.UNAVAILABLE' } | { readonly code: 'API.MAINTENANCE' };

/** Expected failures when reading what to hear after a product. */
export type RecommendationsError =
  | { readonly code: 'RECOMMENDATIONS.UNAVAILABLE' }
  | { readonly code: 'API.MAINTENANCE' };

/** Expected failures when reading the signed-in user's licences for a title. */
export type LicenseError = { readonly code: 'AUTH.NOT_SIGNED_IN' } | { readonly code: 'LICENSE.UNAVAILABLE' };
