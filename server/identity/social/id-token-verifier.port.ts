/** What a provider's id_token vouches for, once its signature, issuer, audience and lifetime have been checked. */
export interface VerifiedIdentity {
  /** The provider's stable account id (`sub`). */
  readonly subject: string;
  /** The verified address, canonical (trimmed, lower-cased). */
  readonly email: string;
}

export interface IdTokenCheckContext {
  /** This server's origin as the request named it (the development provider's issuer lives there). */
  readonly origin: string;
  readonly now: Date;
}

/** Verifies a Google or Apple id_token: null when it cannot be trusted (forged, expired, wrong audience, no e-mail). */
export interface IdTokenVerifier {
  verify(idToken: string, context: IdTokenCheckContext): Promise<VerifiedIdentity | null>;
}

/** The provider's keys could not be fetched: no answer about the token either way. */
export class IdentityProviderUnavailable extends Error {
  override readonly name = 'IdentityProviderUnavailable';
}
