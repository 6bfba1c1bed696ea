import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_COUNT, isCommonPassword } from '#server/accounts/password/common-passwords';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from '#server/accounts/password/password-policy';

/** Passwords of a given length in code points, from any Unicode characters (emoji count as one). */
const passwordOfLength = (min: number, max: number) =>
  fc
    .array(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }), { minLength: min, maxLength: max })
    .map((cs) => cs.map((c) => [...c][0] ?? 'a').join(''));

describe('password policy', () => {
  it.each([
    ['', 'TOO_SHORT'],
    ['1234567', 'TOO_SHORT'],
    ['mkv7tq2p', null],
    ['a'.repeat(128), null],
    ['a'.repeat(129), 'TOO_LONG'],
    ['😀'.repeat(128), null],
    ['x'.repeat(100_000), 'TOO_LONG'],
    ['password', 'TOO_COMMON'],
    ['PassWord1', 'TOO_COMMON'],
    ['12345678', 'TOO_COMMON'],
    ['qwertyuiop', 'TOO_COMMON'],
    ['zaq1@wsx', 'TOO_COMMON'],
    ['  password  ', null],
    ['correct horse battery staple', null],
  ])('%j → %s', (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
  });

  it('refuses fewer than 8 code points as TOO_SHORT', () => {
    fc.assert(
      fc.property(passwordOfLength(0, PASSWORD_MIN_LENGTH - 1), (password) => {
        expect(passwordProblem(password)).toBe('TOO_SHORT');
      }),
    );
  });

  it('refuses more than 128 code points as TOO_LONG', () => {
    fc.assert(
      fc.property(passwordOfLength(PASSWORD_MAX_LENGTH + 1, 300), (password) => {
        expect(passwordProblem(password)).toBe('TOO_LONG');
      }),
    );
  });

  it('accepts any 8 to 128 code points that are not common, with no composition rules', () => {
    fc.assert(
      fc.property(passwordOfLength(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH), (password) => {
        fc.pre(!isCommonPassword(password));
        expect(passwordProblem(password)).toBeNull();
      }),
    );
  });

  it('counts an emoji as one character', () => {
    expect(passwordProblem('😀'.repeat(8))).toBeNull();
    expect(passwordProblem('😀'.repeat(7))).toBe('TOO_SHORT');
    expect(passwordProblem('😀'.repeat(129))).toBe('TOO_LONG');
  });

  it('refuses common passwords in any letter case', () => {
    const casings = fc.array(fc.boolean(), { minLength: 16, maxLength: 16 });
    fc.assert(
      fc.property(
        fc.constantFrom('password1', 'qwertyuiop', 'zaq12wsx', 'haslo123', 'passwort', 'sifre123'),
        casings,
        (word, upper) => {
          const cased = [...word].map((ch, i) => (upper[i] ? ch.toUpperCase() : ch)).join('');
          expect(passwordProblem(cased)).toBe('TOO_COMMON');
        },
      ),
    );
  });

  it('ships a list of a few hundred entries', () => {
    expect(COMMON_PASSWORD_COUNT).toBeGreaterThanOrEqual(300);
  });
});
