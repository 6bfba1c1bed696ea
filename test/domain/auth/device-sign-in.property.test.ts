import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canonicalUserCode,
  DEVICE_POLL_INTERVAL_SECONDS,
  formatUserCode,
  nextPollInterval,
  USER_CODE_ALPHABET,
  USER_CODE_LENGTH,
} from '#domain/auth/device-sign-in';

const canonicalCode = fc
  .array(fc.constantFrom(...USER_CODE_ALPHABET), { minLength: USER_CODE_LENGTH, maxLength: USER_CODE_LENGTH })
  .map((letters) => letters.join(''));

describe('device sign-in user codes and polling', () => {
  it('reads a shown code back however it is typed: any case, with its dash, spaces around the groups', () => {
    fc.assert(
      fc.property(canonicalCode, fc.boolean(), fc.constantFrom('', ' ', '  '), (code, lower, pad) => {
        const shown = formatUserCode(code);
        const typed = `${pad}${lower ? shown.toLowerCase() : shown}${pad}`.replace('-', `${pad}-${pad}`);
        expect(shown).toMatch(/^[A-Z]{4}-[A-Z]{4}$/);
        expect(canonicalUserCode(typed)).toBe(code);
      }),
    );
  });

  it('refuses a code of another length or with a letter outside the alphabet', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (typed) => {
        const letters = typed.toUpperCase().replace(/[\s-]/g, '');
        const valid = letters.length === USER_CODE_LENGTH && [...letters].every((c) => USER_CODE_ALPHABET.includes(c));
        expect(canonicalUserCode(typed) !== null).toBe(valid);
      }),
    );
    expect(canonicalUserCode('BDFG-HJK0')).toBeNull();
    expect(canonicalUserCode('BDFG-HJKA')).toBeNull();
  });

  it('has no vowels and no characters read as another', () => {
    expect(USER_CODE_ALPHABET).not.toMatch(/[AEIOUY01LO]/);
  });

  it('keeps the interval unless asked to slow down, and then grows it by one step each time', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 600 }), fc.array(fc.boolean(), { maxLength: 20 }), (start, asks) => {
        const end = asks.reduce((interval, slow) => nextPollInterval(interval, slow), start);
        expect(end).toBe(start + asks.filter(Boolean).length * DEVICE_POLL_INTERVAL_SECONDS);
      }),
    );
  });
});
