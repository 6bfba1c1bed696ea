import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAlphaTester, parseAlphaTesters } from '#domain/auth/alpha-testers';

const parsed = (list: string) => {
  const result = parseAlphaTesters(list);
  if (!result.ok) throw new Error(`unexpected ${result.error.entry}`);
  return result.value;
};

describe('alpha tester properties', () => {
  it('every listed address is a tester in any case; an unlisted one on an unlisted domain is not', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.emailAddress(), { minLength: 1, maxLength: 5 }),
        fc.emailAddress(),
        (listed, other) => {
          const testers = parsed(listed.join(', '));
          for (const email of listed) {
            expect(isAlphaTester(testers, email)).toBe(true);
            expect(isAlphaTester(testers, email.toUpperCase())).toBe(true);
          }
          const lower = listed.map((e) => e.toLowerCase());
          if (!lower.includes(other.toLowerCase())) expect(isAlphaTester(testers, other)).toBe(false);
        },
      ),
    );
  });

  it('a listed domain makes every address on it a tester', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        const domain = email.slice(email.lastIndexOf('@'));
        expect(isAlphaTester(parsed(domain), email)).toBe(true);
      }),
    );
  });

  it('the order of the list does not matter', () => {
    fc.assert(
      fc.property(fc.array(fc.emailAddress(), { maxLength: 6 }), fc.emailAddress(), (list, email) => {
        const forwards = parsed(list.join(','));
        const backwards = parsed([...list].reverse().join(','));
        expect(isAlphaTester(forwards, email)).toBe(isAlphaTester(backwards, email));
      }),
    );
  });
});
