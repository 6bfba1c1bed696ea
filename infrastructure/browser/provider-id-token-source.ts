import type { IdentityProviderError } from '#application/auth/auth.errors';
import type { IdentityProviderPort, ProviderIdToken } from '#application/ports/identity-provider.port';
import type { Result } from '#domain/shared/result';

/** One provider's way to an id_token (Google Identity Services, Sign in with Apple JS, the development popup). */
export interface ProviderIdTokenSource {
  idToken(): Promise<Result<ProviderIdToken, IdentityProviderError>>;
}

/** IdentityProviderPort over one source per provider: each signs in with whichever of its own is configured. */
export class PerProviderIdentityProvider implements IdentityProviderPort {
  readonly #sources: { readonly google: ProviderIdTokenSource; readonly apple: ProviderIdTokenSource };

  constructor(sources: { readonly google: ProviderIdTokenSource; readonly apple: ProviderIdTokenSource }) {
    this.#sources = sources;
  }

  googleIdToken(): Promise<Result<ProviderIdToken, IdentityProviderError>> {
    return this.#sources.google.idToken();
  }

  appleIdToken(): Promise<Result<ProviderIdToken, IdentityProviderError>> {
    return this.#sources.apple.idToken();
  }
}
