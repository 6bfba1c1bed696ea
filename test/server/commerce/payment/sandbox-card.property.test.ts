import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { passesLuhn, SANDBOX_CARDS, sandboxCardVerdict } from '#server/commerce/payment/sandbox-card';

/** The digit that makes `body` pass the Luhn check when appended. */
const checkDigitOf = (body: string): string =>
  String([...Array(10).keys()].find((digit) => passesLuhn(`${body}${digit}`)) ?? '');

const cardBody = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 11, maxLength: 18 });

describe('the sandbox card rule', () => {
  it('pays with the accepting test card and declines with the declining one, however they are spaced', () => {
    expect(sandboxCardVerdict(SANDBOX_CARDS.accepted)).toBe('pay');
    expect(sandboxCardVerdict('4242424242424242')).toBe('pay');
    expect(sandboxCardVerdict(' 4242-4242-4242-4242 ')).toBe('pay');
    expect(sandboxCardVerdict(SANDBOX_CARDS.declined)).toBe('decline');
    expect(sandboxCardVerdict('4000000000000002')).toBe('decline');
  });

  it('asks again for what is no card number', () => {
    for (const typed of ['', '   ', '4242', '4242 4242 4242 4241', 'abcd efgh ijkl mnop', '4242424242424242424242'])
      expect(sandboxCardVerdict(typed), typed).toBe('invalid');
  });

  it('pays with any other number of 12 to 19 digits that passes the checksum', () => {
    fc.assert(
      fc.property(cardBody, (body) => {
        const card = `${body}${checkDigitOf(body)}`;
        fc.pre(card !== '4000000000000002');
        expect(sandboxCardVerdict(card)).toBe('pay');
      }),
    );
  });

  it('refuses every number whose last digit is wrong', () => {
    fc.assert(
      fc.property(cardBody, fc.integer({ min: 1, max: 9 }), (body, shift) => {
        const wrong = (Number(checkDigitOf(body)) + shift) % 10;
        expect(sandboxCardVerdict(`${body}${wrong}`)).toBe('invalid');
      }),
    );
  });
});
