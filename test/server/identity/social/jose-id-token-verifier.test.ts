import { createHash } from 'node:crypto';
import { createLocalJWKSet, exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { IdentityProviderUnavailable } from '#server/identity/social/id-token-verifier.port';
import { JoseIdTokenVerifier, PROVIDER_ENDPOINTS } from '#server/identity/social/jose-id-token-verifier';

const NOW = new Date('2026-11-22T10:00:00Z');
const NOW_S = NOW.getTime() / 1000;
const CONTEXT = { origin: 'http://localhost', now: NOW };

interface Keys {
  readonly privateKey: CryptoKey;
  readonly verifier: JoseIdTokenVerifier;
}

const googleLike = async (): Promise<Keys> => {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256' };
  const verifier = new JoseIdTokenVerifier({
    keys: createLocalJWKSet({ keys: [jwk] }),
    issuers: () => PROVIDER_ENDPOINTS.google.issuers,
    audience: 'client-1',
  });
  return { privateKey, verifier };
};

const sign = (key: CryptoKey, claims: JWTPayload, header: Record<string, unknown> = {}) =>
  new SignJWT({ email: 'Ada@Example.TEST', email_verified: true, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1', ...header })
    .sign(key);

const standard = {
  iss: 'https://accounts.google.com',
  aud: 'client-1',
  sub: 'g-123',
  iat: NOW_S - 10,
  exp: NOW_S + 600,
};

describe('JoseIdTokenVerifier', () => {
  let keys: Keys;
  let stranger: CryptoKey;
  beforeAll(async () => {
    keys = await googleLike();
    stranger = (await generateKeyPair('RS256')).privateKey;
  });

  it('trusts a token signed by the key set, for our audience, from either Google issuer spelling', async () => {
    for (const iss of ['https://accounts.google.com', 'accounts.google.com'])
      expect(await keys.verifier.verify(await sign(keys.privateKey, { ...standard, iss }), CONTEXT)).toMatchObject({
        subject: 'g-123',
        email: 'ada@example.test',
      });
  });

  it('names a token by its jti, else by its signed part, with its expiry and nonce', async () => {
    const withJti = await keys.verifier.verify(
      await sign(keys.privateKey, { ...standard, jti: 'j-1', nonce: 'n-hash' }),
      CONTEXT,
    );
    expect(withJti).toEqual({
      subject: 'g-123',
      email: 'ada@example.test',
      tokenId: 'jti:j-1',
      expiresAt: new Date((NOW_S + 600) * 1000),
      nonce: 'n-hash',
    });
    const token = await sign(keys.privateKey, standard);
    const signed = token.slice(0, token.lastIndexOf('.'));
    expect(await keys.verifier.verify(token, CONTEXT)).toMatchObject({
      tokenId: `signed:${createHash('sha256').update(signed).digest('hex')}`,
      nonce: null,
    });
  });

  it('gives every spelling of one signature the same name, so a re-encoded token is the same token', async () => {
    const token = await sign(keys.privateKey, standard);
    const last = token.at(-1) ?? '';
    // A 256-byte signature leaves 4 spare bits in its last base64url character; decoders ignore them.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const respelled = `${token.slice(0, -1)}${alphabet[alphabet.indexOf(last) ^ 1] ?? ''}`;
    expect(respelled).not.toBe(token);
    const [original, copy] = await Promise.all([token, respelled].map((t) => keys.verifier.verify(t, CONTEXT)));
    expect(copy).not.toBeNull();
    expect(copy?.tokenId).toBe(original?.tokenId);
  });

  it('accepts Apple\'s string "true" for email_verified', async () => {
    const token = await sign(keys.privateKey, { ...standard, email_verified: 'true' });
    expect(await keys.verifier.verify(token, CONTEXT)).not.toBeNull();
  });

  it.each<[string, JWTPayload]>([
    ['wrong audience', { ...standard, aud: 'someone-else' }],
    ['wrong issuer', { ...standard, iss: 'https://evil.example' }],
    ['expired', { ...standard, exp: NOW_S - 1 }],
    ['not valid yet', { ...standard, nbf: NOW_S + 60 }],
    ['no subject', { ...standard, sub: undefined }],
    ['no expiry', { ...standard, exp: undefined }],
    ['no e-mail', { ...standard, email: undefined }],
    ['unverified e-mail', { ...standard, email_verified: false }],
    ['e-mail verified as "false"', { ...standard, email_verified: 'false' }],
    ['no email_verified', { ...standard, email_verified: undefined }],
    ['not an address', { ...standard, email: 'not an address' }],
  ])('refuses a token with %s', async (_, claims) => {
    expect(await keys.verifier.verify(await sign(keys.privateKey, claims), CONTEXT)).toBeNull();
  });

  it('refuses a token signed by another key under the same kid', async () => {
    expect(await keys.verifier.verify(await sign(stranger, standard), CONTEXT)).toBeNull();
  });

  it('refuses an unsigned or HMAC-signed token', async () => {
    const body = Buffer.from(JSON.stringify({ ...standard, email: 'a@b.c', email_verified: true })).toString(
      'base64url',
    );
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${body}.`;
    expect(await keys.verifier.verify(none, CONTEXT)).toBeNull();
    const hmac = await new SignJWT({ ...standard, email: 'a@b.c', email_verified: true })
      .setProtectedHeader({ alg: 'HS256', kid: 'k1' })
      .sign(new TextEncoder().encode('x'.repeat(32)));
    expect(await keys.verifier.verify(hmac, CONTEXT)).toBeNull();
  });

  it('reports a provider whose keys cannot be fetched as unavailable, not as a bad token', async () => {
    const verifier = new JoseIdTokenVerifier({
      keys: () => Promise.reject(new TypeError('fetch failed')),
      issuers: () => PROVIDER_ENDPOINTS.google.issuers,
      audience: 'client-1',
    });
    await expect(verifier.verify(await sign(keys.privateKey, standard), CONTEXT)).rejects.toBeInstanceOf(
      IdentityProviderUnavailable,
    );
  });
});
