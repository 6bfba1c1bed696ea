import type { Result } from '#domain/shared/result';
import type { IdentityProviderError } from '../auth/auth.errors';

/** The identity providers the storefront signs in with besides e-mail and password (spec §6). */
export type IdentityProvider = 'google' | 'apple';

/**
 * An id_token from a provider, and the random value the browser kept when it asked for it (the token's `nonce` claim is
 * its SHA-256), when the provider was asked with one.
 */
export interface ProviderIdToken {
  readonly idToken: string;
  readonly nonce?: string;
}

/** Spec §6, §7: asks Google or Apple (or the server's development stand-in) who the visitor is, as an id_token. */
export interface IdentityProviderPort {
  googleIdToken(): Promise<Result<ProviderIdToken, IdentityProviderError>>;
  appleIdToken(): Promise<Result<ProviderIdToken, IdentityProviderError>>;
}
