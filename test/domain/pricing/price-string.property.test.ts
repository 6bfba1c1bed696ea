import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePriceString } from '#domain/pricing/price-string';
import { priceDisplayStringArbitrary } from '#test/support/arbitraries/pricing.arbitrary';
import { anyCodePointString } from '#test/support/arbitraries/text.arbitrary';

describe('parsePriceString properties', () => {
  it('is total: any string gives a price (a non-negative safe integer) or a typed refusal, never an exception', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), anyCodePointString, fc.stringMatching(/^[0-9.,\sa-zł€]*$/)), (text) => {
        const parsed = parsePriceString(text);
        if (parsed.kind === 'price') {
          expect(Number.isSafeInteger(parsed.amount)).toBe(true);
          expect(parsed.amount).toBeGreaterThanOrEqual(0);
        } else {
          expect(parsed.input).toBe(text);
          expect(['no-digits', 'too-many-fraction-digits', 'too-large']).toContain(parsed.reason);
        }
      }),
    );
  });

  it('reads back the amount of any price printed with comma or dot decimals and a currency', () => {
    fc.assert(
      fc.property(priceDisplayStringArbitrary, ({ text, amount }) => {
        expect(parsePriceString(text)).toEqual({ kind: 'price', amount });
      }),
    );
  });

  it('ignores dot group separators before the decimal part', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 999_999_999 }), fc.integer({ min: 0, max: 99 }), (whole, cents) => {
        const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
        expect(parsePriceString(`${grouped},${String(cents).padStart(2, '0')} TL`)).toEqual({
          kind: 'price',
          amount: whole * 100 + cents,
        });
      }),
    );
  });
});
