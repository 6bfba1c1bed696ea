import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_COUNT, isCommonPassword } from '#server/accounts/password/common-passwords';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from '#server/accounts/password/password-policy';

/**
 * Passwords of a given length in code points once normalised, from any Unicode characters (emoji count as one) but
 * control characters and whitespace, which have rules of their own.
 */
const passwordOfLength = (min: number, max: number) =>
  fc
    .array(
      fc
        .string({ unit: 'grapheme', minLength: 1, maxLength: 1 })
        .map((c) => ([...c][0] ?? 'a').normalize('NFKC'))
        .filter((c) => [...c].length === 1 && !/[\p{Cc}\s]/u.test(c)),
      { minLength: min, maxLength: max },
    )
    .map((cs) => cs.join(''));

/** Any text, with at least one control character (Unicode Cc) somewhere. */
const withControlCharacter = fc
  .tuple(fc.string(), fc.integer({ min: 0, max: 0x9f }), fc.string())
  .filter(([, code]) => code < 0x20 || code >= 0x7f)
  .map(([before, code, after]) => `${before}${String.fromCharCode(code)}${after}`);

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
    [' '.repeat(8), 'BLANK'],
    [' ', 'BLANK'],
    ['\u3000'.repeat(10), 'BLANK'],
    ['\u00a0 \u2003'.repeat(4), 'BLANK'],
    ['correct\nhorse battery', 'INVALID_CHARACTERS'],
    ['correct\u0000horse battery', 'INVALID_CHARACTERS'],
    ['correct horse battery\u007f', 'INVALID_CHARACTERS'],
    ['correct horse\u009bbattery', 'INVALID_CHARACTERS'],
    ['correct horse \udc00battery', 'INVALID_CHARACTERS'],
    ['ｐａｓｓｗｏｒｄ', 'TOO_COMMON'],
    ['ﬀﬀﬀﬀ', null],
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

  it('refuses any password with a control character as INVALID_CHARACTERS, whatever else it holds', () => {
    fc.assert(
      fc.property(withControlCharacter, (password) => {
        fc.pre(password.length <= PASSWORD_MAX_LENGTH * 2);
        expect(passwordProblem(password)).toBe('INVALID_CHARACTERS');
      }),
    );
  });

  it('refuses a password of whitespace alone as BLANK, whatever its length', () => {
    const space = fc.constantFrom(' ', '\u00a0', '\u2003', '\u3000', '\u202f', '\u205f');
    fc.assert(
      fc.property(fc.array(space, { minLength: 1, maxLength: PASSWORD_MAX_LENGTH * 2 }), (spaces) => {
        expect(passwordProblem(spaces.join(''))).toBe('BLANK');
      }),
    );
  });

  it('judges the normalised (NFKC) text: its length and the common list', () => {
    // One ligature is two letters once normalised.
    expect(passwordProblem('ﬀﬀﬀ')).toBe('TOO_SHORT');
    expect(passwordProblem('ﬀﬀﬀﬀ')).toBeNull();
    expect(passwordProblem('ﬀ'.repeat(65))).toBe('TOO_LONG');
    expect(passwordProblem('ｑｗｅｒｔｙ１２３')).toBe('TOO_COMMON');
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
