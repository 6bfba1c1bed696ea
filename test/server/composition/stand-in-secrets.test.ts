import { describe, expect, it } from 'vitest';
import {
  createStandInSecrets,
  decodeStandInSecrets,
  encodeStandInSecrets,
  STAND_IN_SECRETS_ENV,
  standInSecretsOfWorker,
} from '#server/composition/stand-in-secrets';
import { ConfigError } from '#server/config';

describe('the development stand-ins’ secrets a primary gives its workers', () => {
  it('come back from their environment value as they were made', async () => {
    const secrets = await createStandInSecrets();
    expect(secrets.captchaKey).toHaveLength(32);
    expect(secrets.identityKeys.google.kid).toMatch(/^google-/);
    expect(secrets.identityKeys.apple.kid).toMatch(/^apple-/);
    expect(secrets.identityKeys.google.privateJwk.n).not.toBe(secrets.identityKeys.apple.privateJwk.n);
    const encoded = encodeStandInSecrets(secrets);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(standInSecretsOfWorker({ [STAND_IN_SECRETS_ENV]: encoded })).toEqual(secrets);
  });

  it('stop start-up with a message that says what is wrong with a missing or bad value', async () => {
    expect(() => standInSecretsOfWorker({})).toThrow(ConfigError);
    expect(() => standInSecretsOfWorker({})).toThrow(`Missing ${STAND_IN_SECRETS_ENV}`);
    expect(() => decodeStandInSecrets('not base64!')).toThrow('not base64url-encoded JSON');
    const reencoded = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    expect(() => decodeStandInSecrets(reencoded({ captchaKey: 'short' }))).toThrow(/captchaKey: 32 bytes/);
    const secrets = JSON.parse(
      Buffer.from(encodeStandInSecrets(await createStandInSecrets()), 'base64url').toString(),
    ) as { identityKeys: { apple: { privateJwk: Record<string, string> } } };
    const apple = secrets.identityKeys.apple.privateJwk;
    const { d } = apple;
    delete apple.d;
    expect(() => decodeStandInSecrets(reencoded(secrets))).toThrow(/identityKeys\.apple\.privateJwk\.d/);
    // Well-formed, but its modulus is not the one it was made with.
    Object.assign(apple, { d, n: `${apple.n?.slice(0, -4)}AAAA` });
    expect(() => decodeStandInSecrets(reencoded(secrets))).toThrow(
      new ConfigError(
        `Invalid ${STAND_IN_SECRETS_ENV} (the development stand-ins' keys from the primary): identityKeys.apple: not an RSA private key whose signatures its public key verifies`,
      ),
    );
  });
});
