/** Expected failures of reading or cancelling the listener's club; the codes double as i18n keys. */
export type ClubError =
  | { readonly code: 'AUTH.NOT_SIGNED_IN' }
  | { readonly code: 'API.MAINTENANCE' }
  | { readonly code: 'CLUB.UNAVAILABLE' }
  | { readonly code: 'CLUB.NOT_A_MEMBER' }
  | { readonly code: 'CLUB.UNKNOWN_REASON' };
