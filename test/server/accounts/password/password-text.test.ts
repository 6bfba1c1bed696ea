import { describe, expect, it } from 'vitest';
import { hashPassword, matchPassword, normalisePassword } from '#server/accounts/password/password-text';
import { FAKE_PASSWORD_HASHER } from '#test/support/server/accounts/in-memory-accounts';

const COMPOSED = 'gęślą jaźń'.normalize('NFC');
const DECOMPOSED = COMPOSED.normalize('NFD');

/** The fake hasher, remembering which texts it verified. */
const countingHasher = () => {
  const verified: string[] = [];
  return {
    verified,
    hash: (password: string) => FAKE_PASSWORD_HASHER.hash(password),
    verify: (hash: string, password: string) => {
      verified.push(password);
      return FAKE_PASSWORD_HASHER.verify(hash, password);
    },
  };
};

describe('password text (NIST SP 800-63B §5.1.1.2: NFKC before hashing)', () => {
  it.each([
    [DECOMPOSED, COMPOSED],
    ['ｐａｓｓ　ｗｏｒｄ', 'pass word'],
    ['ﬁnal\u00a0answer', 'final answer'],
    ['plain ascii', 'plain ascii'],
  ])('normalises %j to %j', (typed, normalised) => {
    expect(normalisePassword(typed)).toBe(normalised);
  });

  it('hashes the normalised text', async () => {
    expect(await hashPassword(FAKE_PASSWORD_HASHER, DECOMPOSED)).toBe(`hashed:${COMPOSED}`);
  });

  it('matches any form of the password against a normalised hash', async () => {
    const hash = await hashPassword(FAKE_PASSWORD_HASHER, COMPOSED);
    expect(await matchPassword(FAKE_PASSWORD_HASHER, hash, DECOMPOSED)).toBe('match');
    expect(await matchPassword(FAKE_PASSWORD_HASHER, hash, COMPOSED)).toBe('match');
    expect(await matchPassword(FAKE_PASSWORD_HASHER, hash, 'gęślą jaźń!')).toBe('none');
  });

  it('matches a hash of the text as typed only with that text, as legacy', async () => {
    const legacy = `hashed:${DECOMPOSED}`;
    expect(await matchPassword(FAKE_PASSWORD_HASHER, legacy, DECOMPOSED)).toBe('legacy');
    expect(await matchPassword(FAKE_PASSWORD_HASHER, legacy, COMPOSED)).toBe('none');
  });

  it('verifies as often for any stored hash: the count depends on the typed text alone', async () => {
    for (const typed of [COMPOSED, DECOMPOSED]) {
      const counts = [];
      for (const stored of [`hashed:${COMPOSED}`, `hashed:${DECOMPOSED}`, 'hashed:dummy']) {
        const hasher = countingHasher();
        await matchPassword(hasher, stored, typed);
        counts.push(hasher.verified.length);
      }
      // A hit on the normalised text stops early; a miss costs what the dummy costs.
      expect(new Set(counts.slice(1)).size, typed).toBe(1);
    }
  });
});
