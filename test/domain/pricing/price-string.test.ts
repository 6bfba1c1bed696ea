import { describe, expect, it } from 'vitest';
import { normalisePriceString, parsePriceString } from '#domain/pricing/price-string';

describe('price strings (spec §5: a comma becomes a dot and non-numeric characters are removed)', () => {
  it.each([
    ['39,90 zł', 3990],
    ['329 Kč', 32900],
    ['1.299,00 TL', 129900],
    ['1,299.00', 129900],
    ['4 €', 400],
    ['€4.50', 450],
    ['39.9', 3990],
    ['0,99', 99],
    [',5', 50],
    ['5,', 500],
    ['12\u00a0345,67 zł', 1234567],
    ['-5 €', 500],
  ])('%j is %i minor units', (text, amount) => {
    expect(parsePriceString(text)).toEqual({ kind: 'price', amount });
  });

  it.each([
    ['', 'no-digits'],
    ['zł', 'no-digits'],
    ['.,.', 'no-digits'],
    ['free', 'no-digits'],
    ['1.299', 'too-many-fraction-digits'],
    ['0,125', 'too-many-fraction-digits'],
    ['9'.repeat(400), 'too-large'],
  ])('%j is not a price (%s)', (text, reason) => {
    expect(parsePriceString(text)).toEqual({ kind: 'not-a-price', input: text, reason });
  });

  it('normalises exactly by the spec rule before reading', () => {
    expect(normalisePriceString('1.299,00 TL')).toBe('1.299.00');
    expect(normalisePriceString('39,90 zł')).toBe('39.90');
  });
});
