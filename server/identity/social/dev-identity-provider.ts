import { createHash, randomUUID } from 'node:crypto';
import { createLocalJWKSet, exportJWK, generateKeyPair, type JSONWebKeySet, SignJWT } from 'jose';
import type { SocialProvider } from '../../db/tables/identity.tables';
import { normalizeEmail } from '../../accounts/email-address';
import { JoseIdTokenVerifier } from './jose-id-token-verifier';

/** Development id_tokens live ten minutes, as short as the real providers' do. */
export const DEV_ID_TOKEN_TTL_S = 10 * 60;

interface SigningKey {
  readonly kid: string;
  readonly privateKey: CryptoKey;
  readonly jwks: JSONWebKeySet;
}

export interface DevSignInInput {
  /** This server's origin, which the issuer names. */
  readonly origin: string;
  readonly email: string;
  readonly name: string;
  readonly nonce: string | undefined;
  readonly now: Date;
}

/**
 * A stand-in for Google or Apple while no client id is configured: it signs RS256 id_tokens with a key pair of its
 * own (made once, kept in memory only) and publishes the public key, so sign-in verifies them exactly as it does real ones.
 */
export class DevIdentityProvider {
  #key: Promise<SigningKey> | undefined;

  constructor(readonly provider: SocialProvider) {}

  /** Made on first use, so a server (or a test) that never signs anyone in this way pays nothing for it. */
  get #signingKey(): Promise<SigningKey> {
    this.#key ??= createSigningKey(this.provider).catch((error: unknown) => {
      this.#key = undefined;
      throw error;
    });
    return this.#key;
  }

  /** The audience its tokens carry: the client id a real provider would have issued. */
  get audience(): string {
    return `audiora-dev-${this.provider}`;
  }

  issuer(origin: string): string {
    return `${origin}/dev/idp/${this.provider}`;
  }

  /** The account id a provider would keep for the address: stable, and derived from it. */
  subjectFor(email: string): string {
    return createHash('sha256')
      .update(`${this.provider}:${normalizeEmail(email)}`)
      .digest('hex')
      .slice(0, 32);
  }

  async jwks(): Promise<JSONWebKeySet> {
    return (await this.#signingKey).jwks;
  }

  /** A signed id_token for the address, as the provider hands it back after consent. */
  async issue(input: DevSignInInput): Promise<string> {
    const key = await this.#signingKey;
    const issuedAt = Math.floor(input.now.getTime() / 1000);
    return new SignJWT({
      email: normalizeEmail(input.email),
      // Apple sends the flag as a string, Google as a boolean; the development stand-ins do the same.
      email_verified: this.provider === 'apple' ? 'true' : true,
      ...(input.name ? { name: input.name } : {}),
      ...(input.nonce ? { nonce: input.nonce } : {}),
    })
      .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
      .setIssuer(this.issuer(input.origin))
      .setAudience(this.audience)
      .setSubject(this.subjectFor(input.email))
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + DEV_ID_TOKEN_TTL_S)
      .setJti(randomUUID())
      .sign(key.privateKey);
  }

  /** Verifies tokens against this provider's published key set, with the same checks as the real providers'. */
  verifier(): JoseIdTokenVerifier {
    return new JoseIdTokenVerifier({
      keys: async (header, token) => createLocalJWKSet(await this.jwks())(header, token),
      issuers: (origin) => [this.issuer(origin)],
      audience: this.audience,
    });
  }
}

const createSigningKey = async (provider: SocialProvider): Promise<SigningKey> => {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const kid = `${provider}-${randomUUID()}`;
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  return { kid, privateKey, jwks: { keys: [jwk] } };
};
