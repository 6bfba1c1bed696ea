/** Expected failures of reading or cancelling the listener's club; the codes double as i18n keys. */
export type ClubError =
  | { readonly code: 'AUTH.NOT_SIGNED_IN' }
  | { readonly code: 'API.MAINTENANCE' }
  | { readonly code: 'CLUB.UNAVAILABLE' }
  | { readonly code: 'CLUB.NOT_A_MEMBER' }
  | { readonly code: 'CLUB.UNKNOWN_REASON' };

/**
 * Expected failures of joining the club: no club in the market, a listener who already has it, a server that takes
 * no payments, or the reading failures above.
 */
export type JoinClubError =
  | { readonly code: 'AUTH.NOT_SIGNED_IN' }
  | { readonly code: 'API.MAINTENANCE' }
  | { readonly code: 'CLUB.UNAVAILABLE' }
  | { readonly code: 'CLUB.NOT_IN_MARKET' }
  | { readonly code: 'CLUB.ALREADY_MEMBER' }
  | { readonly code: 'CLUB.PAYMENT_UNAVAILABLE' };
