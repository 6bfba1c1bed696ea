import type { IdentityProviderError } from '#application/auth/auth.errors';
import type {
  IdentityProvider,
  IdentityProviderPort,
  ProviderIdToken,
} from '#application/ports/identity-provider.port';
import { err, ok, type Result } from '#domain/shared/result';
import type { FakeSocialSignInGateway } from './fake-social-sign-in-gateway';

/** A provider whose visitor consents as `email` (a fresh token from the fake API each time), or that fails. */
export class FakeIdentityProvider implements IdentityProviderPort {
  readonly #api: FakeSocialSignInGateway;
  #email = 'social@example.test';
  #failure: IdentityProviderError | null = null;
  readonly asked: IdentityProvider[] = [];

  constructor(api: FakeSocialSignInGateway) {
    this.#api = api;
  }

  consentsAs(email: string): this {
    this.#email = email;
    this.#failure = null;
    return this;
  }

  failsWith(reason: string): this {
    this.#failure = { code: 'IDENTITY.PROVIDER_FAILED', reason };
    return this;
  }

  googleIdToken(): Promise<Result<ProviderIdToken, IdentityProviderError>> {
    return this.#answer('google');
  }

  appleIdToken(): Promise<Result<ProviderIdToken, IdentityProviderError>> {
    return this.#answer('apple');
  }

  async #answer(provider: IdentityProvider): Promise<Result<ProviderIdToken, IdentityProviderError>> {
    this.asked.push(provider);
    if (this.#failure) return err(this.#failure);
    return ok({ idToken: this.#api.issue(provider, this.#email) });
  }
}
