import { createHash } from 'node:crypto';
import { createRemoteJWKSet, errors, type JWTPayload, type JWTVerifyGetKey, jwtVerify } from 'jose';
import type { SocialProvider } from '../../db/tables/identity.tables';
import { normalizeEmail } from '../../accounts/email-address';
import {
  IdentityProviderUnavailable,
  type IdTokenCheckContext,
  type IdTokenVerifier,
  type VerifiedIdentity,
  type VerifiedIdToken,
} from './id-token-verifier.port';

/** Where the real providers publish their keys, and the issuers their tokens name. */
export const PROVIDER_ENDPOINTS: Readonly<Record<SocialProvider, { jwksUrl: string; issuers: readonly string[] }>> = {
  google: {
    jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
    issuers: ['https://accounts.google.com', 'accounts.google.com'],
  },
  apple: { jwksUrl: 'https://appleid.apple.com/auth/keys', issuers: ['https://appleid.apple.com'] },
};

const MAX_EMAIL_LENGTH = 254;
const MAX_SUBJECT_LENGTH = 255;

/** Apple sends `email_verified` as the string "true"; Google as a boolean. */
const isVerified = (claim: unknown) => claim === true || claim === 'true';

const identityOf = (payload: JWTPayload): VerifiedIdentity | null => {
  const { sub, email } = payload;
  if (typeof sub !== 'string' || sub.length === 0 || sub.length > MAX_SUBJECT_LENGTH) return null;
  if (typeof email !== 'string' || !isVerified(payload.email_verified)) return null;
  const canonical = normalizeEmail(email);
  if (canonical.length > MAX_EMAIL_LENGTH || !/^[^\s@]+@[^\s@]+$/.test(canonical)) return null;
  return { subject: sub, email: canonical };
};

/**
 * What names the token: its `jti` (Google's tokens carry one), else a hash of its signed part. Not of the whole token:
 * base64url leaves spare bits in the signature's last character, so one signature has several spellings.
 */
const tokenIdOf = (idToken: string, payload: JWTPayload): string => {
  if (typeof payload.jti === 'string' && payload.jti.length > 0) return `jti:${payload.jti}`;
  const signed = idToken.slice(0, idToken.lastIndexOf('.'));
  return `signed:${createHash('sha256').update(signed).digest('hex')}`;
};

const verifiedTokenOf = (idToken: string, payload: JWTPayload): VerifiedIdToken | null => {
  const identity = identityOf(payload);
  if (!identity || typeof payload.exp !== 'number') return null;
  return {
    ...identity,
    tokenId: tokenIdOf(idToken, payload),
    expiresAt: new Date(payload.exp * 1000),
    nonce: typeof payload.nonce === 'string' ? payload.nonce : null,
  };
};

/**
 * Checks an id_token with jose: an RS256 signature by one of the key set's keys, one of the issuers, our client id
 * as audience, and a lifetime that covers `now`; then a verified e-mail address. It answers what names the token too,
 * so sign-in can spend it once.
 */
export class JoseIdTokenVerifier implements IdTokenVerifier {
  constructor(
    private readonly deps: {
      readonly keys: JWTVerifyGetKey;
      readonly issuers: (origin: string) => readonly string[];
      readonly audience: string;
    },
  ) {}

  /** The verifier for a real provider: its published keys (fetched and cached by jose) and our client id. */
  static forProvider(provider: SocialProvider, clientId: string): JoseIdTokenVerifier {
    const endpoint = PROVIDER_ENDPOINTS[provider];
    return new JoseIdTokenVerifier({
      keys: createRemoteJWKSet(new URL(endpoint.jwksUrl)),
      issuers: () => endpoint.issuers,
      audience: clientId,
    });
  }

  async verify(idToken: string, context: IdTokenCheckContext): Promise<VerifiedIdToken | null> {
    try {
      const { payload } = await jwtVerify(idToken, this.deps.keys, {
        algorithms: ['RS256'],
        issuer: [...this.deps.issuers(context.origin)],
        audience: this.deps.audience,
        currentDate: context.now,
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      return verifiedTokenOf(idToken, payload);
    } catch (error) {
      // Keys that cannot be fetched say nothing about the token; every other failure means it is not to be trusted.
      if (error instanceof errors.JWKSTimeout || !(error instanceof errors.JOSEError))
        throw new IdentityProviderUnavailable('The identity provider did not answer');
      return null;
    }
  }
}
