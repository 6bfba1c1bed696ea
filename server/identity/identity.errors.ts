import type { SocialProvider } from '../db/tables/identity.tables';

/** What password reset, e-mail verification and sign-in with Google or Apple refuse. */
export type IdentityError =
  | { readonly code: 'TOKEN_NOT_FOUND' }
  | { readonly code: 'TOKEN_USED' }
  | { readonly code: 'TOKEN_EXPIRED' }
  | { readonly code: 'VERIFICATION_LINK_NOT_FOUND' }
  | { readonly code: 'VERIFICATION_LINK_USED' }
  | { readonly code: 'VERIFICATION_LINK_EXPIRED' }
  | { readonly code: 'EMAIL_ALREADY_VERIFIED' }
  | { readonly code: 'PROVIDER_NOT_CONFIGURED'; readonly provider: SocialProvider }
  | { readonly code: 'INVALID_ID_TOKEN' }
  | { readonly code: 'IDENTITY_PROVIDER_UNAVAILABLE'; readonly detail: string };
