import { createHash, generateKeyPair, randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { createLocalJWKSet, importJWK, type JSONWebKeySet, type JWK_RSA_Private, SignJWT } from 'jose';
import type { SocialProvider } from '../../db/tables/identity.tables';
import { normalizeEmail } from '../../accounts/email-address';
import { JoseIdTokenVerifier } from './jose-id-token-verifier';

/** Development id_tokens live ten minutes, as short as the real providers' do. */
export const DEV_ID_TOKEN_TTL_S = 10 * 60;

/**
 * A development provider's signing key: its id and its RSA private key as a JWK. A server of several processes makes
 * it once and gives it to each, so that every one signs with it and publishes the same key set.
 */
export interface DevSigningKey {
  readonly kid: string;
  readonly privateJwk: JWK_RSA_Private & { readonly kty: 'RSA' };
}

const generateRsaKeyPair = promisify(generateKeyPair);

/** A new RS256 signing key for the provider's stand-in: 2048-bit RSA, as Google's and Apple's keys are. */
export const createDevSigningKey = async (provider: SocialProvider): Promise<DevSigningKey> => {
  const { privateKey } = await generateRsaKeyPair('rsa', { modulusLength: 2048 });
  // An RSA private key exports every member of a private RSA JWK.
  return {
    kid: `${provider}-${randomUUID()}`,
    privateJwk: privateKey.export({ format: 'jwk' }) as DevSigningKey['privateJwk'],
  };
};

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
 * A stand-in for Google or Apple while no client id is configured: it signs RS256 id_tokens with a key pair kept in
 * memory only (its own, or the one every process of the server was given) and publishes the public key, so sign-in
 * verifies them exactly as it does real ones.
 */
export class DevIdentityProvider {
  readonly #given: DevSigningKey | undefined;
  #key: Promise<SigningKey> | undefined;

  /** With `key`, it signs with that key (shared by the server's processes); without, with one it makes itself. */
  constructor(
    readonly provider: SocialProvider,
    key?: DevSigningKey,
  ) {
    this.#given = key;
  }

  /** Made (or imported) on first use, so a server (or a test) that never signs anyone in this way pays nothing for it. */
  get #signingKey(): Promise<SigningKey> {
    this.#key ??= (this.#given ? Promise.resolve(this.#given) : createDevSigningKey(this.provider))
      .then(signingKeyOf)
      .catch((error: unknown) => {
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

/** The key to sign with, and the key set that publishes its public half, the same from every process given it. */
const signingKeyOf = async ({ kid, privateJwk }: DevSigningKey): Promise<SigningKey> => ({
  kid,
  privateKey: await importJWK(privateJwk, 'RS256'),
  jwks: { keys: [{ kty: 'RSA', n: privateJwk.n, e: privateJwk.e, kid, alg: 'RS256', use: 'sig' }] },
});
