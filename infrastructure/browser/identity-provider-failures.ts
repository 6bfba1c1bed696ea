import type { IdentityProviderError } from '#application/auth/auth.errors';

/** Why asking a provider for an id_token failed, in the words the adapters share (spec §8 names 'Missing token'). */
export const PROVIDER_FAILURES = {
  missingToken: 'Missing token',
  stateMismatch: 'State mismatch',
  closed: 'The provider window was closed',
  notOpened: 'The provider window could not be opened',
  scriptFailed: "The provider's script could not be loaded",
} as const;

export const providerFailed = (reason: string): IdentityProviderError => ({ code: 'IDENTITY.PROVIDER_FAILED', reason });
