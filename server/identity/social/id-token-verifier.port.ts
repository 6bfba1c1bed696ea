/** What a provider's id_token vouches for, once its signature, issuer, audience and lifetime have been checked. */
export interface VerifiedIdentity {
  /** The provider's stable account id (`sub`). */
  readonly subject: string;
  /** The verified address, canonical (trimmed, lower-cased). */
  readonly email: string;
}

/** A trusted id_token: what it vouches for, and what tells it apart from every other token, to spend it once. */
export interface VerifiedIdToken extends VerifiedIdentity {
  /**
   * Names this token among all its provider issues: `jti:` and its `jti` claim, else `signed:` and the SHA-256 of its
   * signed part (header and claims), which no re-encoding of the signature changes.
   */
  readonly tokenId: string;
  /** Its `exp`: after it the token is refused anyway, so it need be remembered no longer. */
  readonly expiresAt: Date;
  /** Its `nonce` claim, the value the browser's request to the provider bound it to; null when it has none. */
  readonly nonce: string | null;
}

export interface IdTokenCheckContext {
  /** This server's origin as the request named it (the development provider's issuer lives there). */
  readonly origin: string;
  readonly now: Date;
}

/** Verifies a Google or Apple id_token: null when it cannot be trusted (forged, expired, wrong audience, no e-mail). */
export interface IdTokenVerifier {
  verify(idToken: string, context: IdTokenCheckContext): Promise<VerifiedIdToken | null>;
}

/** The provider's keys could not be fetched: no answer about the token either way. */
export class IdentityProviderUnavailable extends Error {
  override readonly name = 'IdentityProviderUnavailable';
}
