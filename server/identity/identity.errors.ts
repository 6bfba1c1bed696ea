import type { SocialProvider } from '../db/tables/identity.tables';

/** What password reset and sign-in with Google or Apple refuse. */
export type IdentityError =
  | { readonly code: 'TOKEN_NOT_FOUND' }
  | { readonly code: 'TOKEN_USED' }
  | { readonly code: 'TOKEN_EXPIRED' }
  | { readonly code: 'PROVIDER_NOT_CONFIGURED'; readonly provider: SocialProvider }
  | { readonly code: 'INVALID_ID_TOKEN' }
  | { readonly code: 'IDENTITY_PROVIDER_UNAVAILABLE'; readonly detail: string };
