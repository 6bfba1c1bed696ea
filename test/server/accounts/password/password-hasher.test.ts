import { describe, expect, it } from 'vitest';
import { Argon2PasswordHasher, OWASP_ARGON2ID } from '#server/accounts/password/password-hasher';

const cheap = new Argon2PasswordHasher({ memoryCost: 1024, timeCost: 1, parallelism: 1 });

describe('Argon2PasswordHasher', () => {
  it('uses argon2id with m=19456 KiB, t=2, p=1 unless told otherwise', async () => {
    expect(OWASP_ARGON2ID).toEqual({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    const hash = await new Argon2PasswordHasher().hash('a passphrase of mine');
    const [, algorithm, , parameters] = hash.split('$');
    expect(algorithm).toBe('argon2id');
    expect(new Set(parameters?.split(','))).toEqual(new Set(['m=19456', 't=2', 'p=1']));
  });

  it('verifies the right password only, with a fresh salt each time', async () => {
    const first = await cheap.hash('a passphrase of mine');
    const second = await cheap.hash('a passphrase of mine');
    expect(first).not.toBe(second);
    await expect(cheap.verify(first, 'a passphrase of mine')).resolves.toBe(true);
    await expect(cheap.verify(first, 'a passphrase of mine ')).resolves.toBe(false);
  });

  it('does not truncate long passwords', async () => {
    const prefix = 'x'.repeat(72);
    const hash = await cheap.hash(`${prefix}${'a'.repeat(56)}`);
    await expect(cheap.verify(hash, `${prefix}${'b'.repeat(56)}`)).resolves.toBe(false);
  });

  it('answers false, never throws, for a hash it cannot read', async () => {
    await expect(cheap.verify('not a hash', 'anything')).resolves.toBe(false);
  });
});
