import type { FieldError } from '../shared/server-error';

/** What the cart, checkout, the club and family sharing refuse. */
export type CommerceError =
  | { readonly code: 'CART_EMPTY' }
  | { readonly code: 'ALREADY_OWNED' }
  | { readonly code: 'PROMO_CODE_INVALID'; readonly errors: readonly [FieldError] }
  | { readonly code: 'PAYMENT_UNAVAILABLE' }
  | { readonly code: 'CLUB_NOT_AVAILABLE' }
  | { readonly code: 'NOT_A_CLUB_MEMBER' }
  | { readonly code: 'CLUB_REQUIRED' }
  | { readonly code: 'SHARING_NOT_AVAILABLE' }
  | { readonly code: 'FAMILY_FULL'; readonly limit: number }
  | { readonly code: 'CANNOT_INVITE_SELF' }
  | { readonly code: 'ALREADY_IN_FAMILY' }
  | { readonly code: 'INVITATION_CLOSED' }
  | { readonly code: 'INVITATION_FOR_ANOTHER_ADDRESS' };
