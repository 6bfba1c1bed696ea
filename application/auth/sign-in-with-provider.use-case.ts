import type { User } from '#domain/auth/user';
import type { CatalogId } from '#domain/market/market';
import { err, ok, type Result } from '#domain/shared/result';
import type { IdentityProvider, IdentityProviderPort } from '../ports/identity-provider.port';
import type { SessionGateway } from '../ports/session-gateway.port';
import type { SocialSignInGateway } from '../ports/social-sign-in-gateway.port';
import type { ProviderSignInError } from './auth.errors';
import type { AuthStore } from './auth.store';

export interface SignInWithProviderDeps {
  readonly identityProvider: IdentityProviderPort;
  readonly socialSignInGateway: SocialSignInGateway;
  readonly sessionGateway: SessionGateway;
  readonly authStore: AuthStore;
  /** The browser's device id, which the new session is bound to. */
  readonly deviceId: () => string;
}

export interface SignInWithProviderInput {
  readonly provider: IdentityProvider;
  readonly catalogId: CatalogId;
  readonly marketingConsent: boolean;
}

/**
 * Whether to load the current user after the sign-in made a new account: not when the page then leaves at once for a
 * target that loads the session itself (spec §4, as after sign-up).
 */
export interface SignInWithProviderOptions {
  readonly awaitSessionWhenCreated: boolean;
}

/** A new account (spec §7: 201, a sign-up) or an existing one, and its user unless it was left for the next page. */
export interface ProviderSignedIn {
  readonly created: boolean;
  readonly user: User | null;
}

/**
 * Spec §6, §7: an id_token from Google or Apple, SignInWith…ForWeb (terms_of_service true, as sign-up sends), then
 * the current user loaded into the auth store (which sets loggedIn and tells the other tabs).
 */
export class SignInWithProvider {
  readonly #deps: SignInWithProviderDeps;

  constructor(deps: SignInWithProviderDeps) {
    this.#deps = deps;
  }

  async execute(
    input: SignInWithProviderInput,
    options: SignInWithProviderOptions = { awaitSessionWhenCreated: true },
  ): Promise<Result<ProviderSignedIn, ProviderSignInError>> {
    const { identityProvider, socialSignInGateway, sessionGateway, authStore, deviceId } = this.#deps;
    const token =
      input.provider === 'google' ? await identityProvider.googleIdToken() : await identityProvider.appleIdToken();
    if (!token.ok) return token;
    const answer = await socialSignInGateway.signIn({
      provider: input.provider,
      token: token.value,
      catalogId: input.catalogId,
      deviceId: deviceId(),
      termsOfService: true,
      marketingConsent: input.marketingConsent,
    });
    if (!answer.ok) return answer;
    const { created } = answer.value;
    if (created && !options.awaitSessionWhenCreated) return ok({ created, user: null });
    const user = await sessionGateway.fetchCurrentUser();
    if (!user.ok)
      return err({ code: user.error.code === 'API.MAINTENANCE' ? 'API.MAINTENANCE' : 'SESSION.UNAVAILABLE' });
    await authStore.signedIn(user.value);
    return ok({ created, user: user.value });
  }
}
