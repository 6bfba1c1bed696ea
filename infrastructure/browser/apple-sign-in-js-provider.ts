import type { IdentityProviderError } from '#application/auth/auth.errors';
import type { ProviderIdToken } from '#application/ports/identity-provider.port';
import { err, ok, type Result } from '#domain/shared/result';
import { PROVIDER_FAILURES, providerFailed } from './identity-provider-failures';
import type { ProviderIdTokenSource } from './provider-id-token-source';

/** Where Sign in with Apple JS is loaded from (Apple's "Configuring your webpage for Sign in with Apple"). */
export const APPLE_SIGN_IN_JS_URL =
  'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js';

/** The options of `AppleID.auth.init` this adapter sets. */
export interface AppleIdAuthConfiguration {
  readonly clientId: string;
  readonly scope: 'name email';
  readonly redirectURI: string;
  readonly state: string;
  readonly nonce: string;
  readonly usePopup: true;
}

/** What a popup sign-in answers: the authorization with its id_token and the state it was asked with. */
export interface AppleSignInResponse {
  readonly authorization?: { readonly id_token?: string; readonly state?: string };
}

/** The part of Sign in with Apple JS' global (`window.AppleID`) this adapter calls. */
export interface AppleIdGlobal {
  readonly auth: {
    init(configuration: AppleIdAuthConfiguration): void;
    signIn(): Promise<AppleSignInResponse>;
  };
}

export interface AppleSignInJsProviderDeps {
  /** The Services ID (`APPLE_CLIENT_ID`), which the server takes as the token's audience. */
  readonly clientId: string;
  /** A Return URL registered for the Services ID; the popup answers the page by message, never by going there. */
  readonly redirectUri: () => string;
  /** The script's global once its loader has brought it; undefined when the script failed. */
  readonly appleId: () => Promise<AppleIdGlobal | undefined>;
  /** A fresh unguessable value (state, nonce). */
  readonly randomValue: () => string;
  readonly sha256Hex: (value: string) => Promise<string>;
}

/** What Apple's popup rejects with (`{ error: 'popup_closed_by_user' }`), as the port's failures. */
const failureOf = (rejection: unknown): IdentityProviderError => {
  const code =
    typeof rejection === 'object' && rejection !== null && 'error' in rejection ? String(rejection.error) : 'unknown';
  if (code === 'popup_closed_by_user' || code === 'user_cancelled_authorize')
    return providerFailed(PROVIDER_FAILURES.closed);
  if (code === 'popup_blocked_by_browser') return providerFailed(PROVIDER_FAILURES.notOpened);
  return providerFailed(`Apple answered ${code}`);
};

/**
 * Apple's id_token through Sign in with Apple JS in a popup, asked with a state checked on the way back and the
 * SHA-256 of a nonce kept here (the claim the server compares with the hash of the nonce it is sent).
 */
export class AppleSignInJsProvider implements ProviderIdTokenSource {
  readonly #deps: AppleSignInJsProviderDeps;

  constructor(deps: AppleSignInJsProviderDeps) {
    this.#deps = deps;
  }

  async idToken(): Promise<Result<ProviderIdToken, IdentityProviderError>> {
    const { clientId, redirectUri, randomValue, sha256Hex } = this.#deps;
    const appleId = await this.#deps.appleId();
    if (!appleId) return err(providerFailed(PROVIDER_FAILURES.scriptFailed));
    const state = randomValue();
    const nonce = randomValue();
    appleId.auth.init({
      clientId,
      scope: 'name email',
      redirectURI: redirectUri(),
      state,
      nonce: await sha256Hex(nonce),
      usePopup: true,
    });
    let answer: AppleSignInResponse;
    try {
      answer = await appleId.auth.signIn();
    } catch (rejection) {
      return err(failureOf(rejection));
    }
    const authorization = answer.authorization;
    if (authorization?.state !== state) return err(providerFailed(PROVIDER_FAILURES.stateMismatch));
    return authorization.id_token
      ? ok({ idToken: authorization.id_token, nonce })
      : err(providerFailed(PROVIDER_FAILURES.missingToken));
  }
}
