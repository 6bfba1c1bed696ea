import { describe, expect, it } from 'vitest';
import { createDevSigningKey, DevIdentityProvider } from '#server/identity/social/dev-identity-provider';

const NOW = new Date('2026-11-22T10:00:00Z');
const ORIGIN = 'http://localhost:3000';

describe('DevIdentityProvider', () => {
  const google = new DevIdentityProvider('google');
  const issue = (provider: DevIdentityProvider, email = 'Ada@Example.test', now = NOW) =>
    provider.issue({ origin: ORIGIN, email, name: 'Ada', nonce: 'n', now });

  it('signs tokens its own verifier trusts, naming the canonical address and a stable subject', async () => {
    const identity = await google.verifier().verify(await issue(google), { origin: ORIGIN, now: NOW });
    expect(identity).toMatchObject({
      subject: google.subjectFor('ada@example.test'),
      email: 'ada@example.test',
      tokenId: expect.stringMatching(/^jti:/) as unknown,
      nonce: 'n',
    });
    expect(google.subjectFor(' ADA@example.test')).toBe(identity?.subject);
    expect(new DevIdentityProvider('apple').subjectFor('ada@example.test')).not.toBe(identity?.subject);
  });

  it('refuses its tokens at another origin, after ten minutes, and from another instance', async () => {
    const token = await issue(google);
    const verifier = google.verifier();
    expect(await verifier.verify(token, { origin: 'http://127.0.0.1:3000', now: NOW })).toBeNull();
    expect(await verifier.verify(token, { origin: ORIGIN, now: new Date(NOW.getTime() + 600_000) })).toBeNull();
    expect(await verifier.verify(token, { origin: ORIGIN, now: new Date(NOW.getTime() + 599_000) })).not.toBeNull();
    const impostor = new DevIdentityProvider('google');
    expect(await verifier.verify(await issue(impostor), { origin: ORIGIN, now: NOW })).toBeNull();
  });

  it("refuses the other provider's tokens (audience and issuer differ)", async () => {
    const apple = new DevIdentityProvider('apple');
    expect(await apple.verifier().verify(await issue(google), { origin: ORIGIN, now: NOW })).toBeNull();
  });

  it('given the same key, as every process of one server is, two instances trust each other and publish the same keys', async () => {
    const key = await createDevSigningKey('google');
    const [one, other] = [new DevIdentityProvider('google', key), new DevIdentityProvider('google', key)];
    expect(await other.verifier().verify(await issue(one), { origin: ORIGIN, now: NOW })).not.toBeNull();
    expect(await one.verifier().verify(await issue(other), { origin: ORIGIN, now: NOW })).not.toBeNull();
    expect(await other.jwks()).toEqual(await one.jwks());
    const [published] = (await one.jwks()).keys;
    expect(published).toEqual({ kty: 'RSA', n: key.privateJwk.n, e: 'AQAB', kid: key.kid, alg: 'RS256', use: 'sig' });
    expect(
      await new DevIdentityProvider('google').verifier().verify(await issue(one), { origin: ORIGIN, now: NOW }),
    ).toBeNull();
  });
});
