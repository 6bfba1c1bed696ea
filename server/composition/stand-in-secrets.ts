import { createPrivateKey, createPublicKey, randomBytes, sign, verify } from 'node:crypto';
import { z } from 'zod';
import { ConfigError } from '../config';
import { SOCIAL_PROVIDERS, type SocialProvider } from '../db/tables/identity.tables';
import { createDevSigningKey, type DevSigningKey } from '../identity/social/dev-identity-provider';

/** The variable a primary forks its workers with to give them the stand-ins' secrets; nobody sets it by hand. */
export const STAND_IN_SECRETS_ENV = 'AUDIORA_STAND_IN_SECRETS';

/**
 * What the development stand-ins sign with: the captcha's HMAC key and the Google and Apple stand-ins' RSA keys. A
 * single process makes its own; a server of several processes makes them once in its primary and gives them to every
 * worker, so that a token one worker issued is good in all of them.
 */
export interface StandInSecrets {
  readonly captchaKey: Buffer;
  readonly identityKeys: Readonly<Record<SocialProvider, DevSigningKey>>;
}

/** New secrets: 32 random bytes for the captcha, a 2048-bit RSA key for each identity provider. */
export const createStandInSecrets = async (): Promise<StandInSecrets> => {
  const [google, apple] = await Promise.all([createDevSigningKey('google'), createDevSigningKey('apple')]);
  return { captchaKey: randomBytes(32), identityKeys: { google, apple } };
};

/** The secrets as one environment value (base64url JSON). */
export const encodeStandInSecrets = (secrets: StandInSecrets): string =>
  Buffer.from(
    JSON.stringify({ captchaKey: secrets.captchaKey.toString('base64url'), identityKeys: secrets.identityKeys }),
  ).toString('base64url');

const base64url = z.string().regex(/^[A-Za-z0-9_-]+$/, 'base64url');

const signingKeySchema = z.object({
  kid: z.string().min(1).max(100),
  privateJwk: z.object({
    kty: z.literal('RSA'),
    n: base64url,
    e: base64url,
    d: base64url,
    p: base64url,
    q: base64url,
    dp: base64url,
    dq: base64url,
    qi: base64url,
  }),
});

const secretsSchema = z.object({
  captchaKey: z.string().regex(/^[A-Za-z0-9_-]{43}$/, '32 bytes, base64url'),
  identityKeys: z.object({ google: signingKeySchema, apple: signingKeySchema } satisfies Record<
    SocialProvider,
    typeof signingKeySchema
  >),
});

const PROBE = Buffer.from('development stand-in');

/** Whether the key's signature verifies with its public half (modulus and exponent), as every verifier will check it. */
const signsForItsPublicKey = (jwk: DevSigningKey['privateJwk']): boolean => {
  try {
    const privateKey = createPrivateKey({ key: { ...jwk }, format: 'jwk' });
    const publicKey = createPublicKey({ key: { kty: 'RSA', n: jwk.n, e: jwk.e }, format: 'jwk' });
    return verify('sha256', PROBE, publicKey, sign('sha256', PROBE, privateKey));
  } catch {
    return false;
  }
};

const invalid = (why: string) =>
  new ConfigError(`Invalid ${STAND_IN_SECRETS_ENV} (the development stand-ins' keys from the primary): ${why}`);

/** The secrets from `encodeStandInSecrets`; anything else stops start-up with a `ConfigError` that says what is wrong. */
export const decodeStandInSecrets = (encoded: string): StandInSecrets => {
  let json: unknown;
  try {
    if (!/^[A-Za-z0-9_-]+$/.test(encoded)) throw new Error('not base64url');
    json = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
  } catch {
    throw invalid('not base64url-encoded JSON');
  }
  const parsed = secretsSchema.safeParse(json);
  if (!parsed.success)
    throw invalid(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
  for (const provider of SOCIAL_PROVIDERS)
    if (!signsForItsPublicKey(parsed.data.identityKeys[provider].privateJwk))
      throw invalid(`identityKeys.${provider}: not an RSA private key whose signatures its public key verifies`);
  return { captchaKey: Buffer.from(parsed.data.captchaKey, 'base64url'), identityKeys: parsed.data.identityKeys };
};

/** The secrets a worker's primary forked it with; a worker without them would accept only the tokens it issued. */
export const standInSecretsOfWorker = (env: Readonly<Record<string, string | undefined>>): StandInSecrets => {
  const encoded = env[STAND_IN_SECRETS_ENV];
  if (!encoded)
    throw new ConfigError(
      `Missing ${STAND_IN_SECRETS_ENV}: a worker running the development stand-ins takes their keys from its primary`,
    );
  return decodeStandInSecrets(encoded);
};
