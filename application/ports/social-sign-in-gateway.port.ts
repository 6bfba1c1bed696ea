import type { CatalogId } from '#domain/market/market';
import type { Result } from '#domain/shared/result';
import type { SocialSignInError } from '../auth/auth.errors';
import type { IdentityProvider, ProviderIdToken } from './identity-provider.port';

/** Spec §3 social sign-in command fields, in the client's words. */
export interface SocialSignInRequest {
  readonly provider: IdentityProvider;
  readonly token: ProviderIdToken;
  readonly catalogId: CatalogId;
  readonly deviceId: string;
  /** Accepted by signing in: the pages say so next to the buttons (spec §5, as sign-up). */
  readonly termsOfService: boolean;
  readonly marketingConsent: boolean;
}

/** How the API answered: `created` when the sign-in made a new account (spec §7: 201). */
export interface SocialSignInAnswer {
  readonly created: boolean;
}

/** SignInWithGoogleForWeb / SignInWithAppleForWeb (spec §7); an answer starts the session as a password sign-in does. */
export interface SocialSignInGateway {
  signIn(request: SocialSignInRequest): Promise<Result<SocialSignInAnswer, SocialSignInError>>;
}
