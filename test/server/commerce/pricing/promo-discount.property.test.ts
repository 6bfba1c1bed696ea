import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cartTotals,
  isPromoCodeValid,
  normalisePromoCode,
  type PromoDiscount,
} from '#server/commerce/pricing/promo-discount';

const prices = fc.array(fc.integer({ min: 0, max: 1_000_000 }), { maxLength: 20 });
const promo: fc.Arbitrary<PromoDiscount | null> = fc.oneof(
  fc.constant(null),
  fc.integer({ min: 1, max: 100 }).map((percent) => ({ kind: 'percent' as const, percent })),
  fc.integer({ min: 1, max: 2_000_000 }).map((amount) => ({ kind: 'amount' as const, amount })),
);

describe('cartTotals', () => {
  it('never discounts below zero nor above the subtotal, and the total is what is left', () => {
    fc.assert(
      fc.property(prices, promo, (lines, code) => {
        const totals = cartTotals(lines, code);
        expect(totals.subtotal).toBe(lines.reduce((a, b) => a + b, 0));
        expect(totals.discount).toBeGreaterThanOrEqual(0);
        expect(totals.discount).toBeLessThanOrEqual(totals.subtotal);
        expect(totals.total).toBe(totals.subtotal - totals.discount);
        expect(Number.isInteger(totals.total)).toBe(true);
      }),
    );
  });

  it('rounds a percentage down to the minor unit, never giving more than it says', () => {
    fc.assert(
      fc.property(prices, fc.integer({ min: 1, max: 100 }), (lines, percent) => {
        const { subtotal, discount } = cartTotals(lines, { kind: 'percent', percent });
        expect(discount * 100).toBeLessThanOrEqual(subtotal * percent);
        expect((discount + 1) * 100).toBeGreaterThan(subtotal * percent);
      }),
    );
  });

  it('gives a bigger percentage at least as much off', () => {
    fc.assert(
      fc.property(prices, fc.integer({ min: 1, max: 99 }), (lines, percent) => {
        const lower = cartTotals(lines, { kind: 'percent', percent }).discount;
        const higher = cartTotals(lines, { kind: 'percent', percent: percent + 1 }).discount;
        expect(higher).toBeGreaterThanOrEqual(lower);
      }),
    );
  });

  it.each([
    [[3990, 2490], { kind: 'percent', percent: 10 }, { subtotal: 6480, discount: 648, total: 5832 }],
    [[999], { kind: 'percent', percent: 10 }, { subtotal: 999, discount: 99, total: 900 }],
    [[299], { kind: 'amount', amount: 400 }, { subtotal: 299, discount: 299, total: 0 }],
    [[], { kind: 'amount', amount: 400 }, { subtotal: 0, discount: 0, total: 0 }],
  ] as const)('prices %j with %j as %j', (lines, code, expected) => {
    expect(cartTotals(lines, code)).toEqual(expected);
  });
});

describe('promo code rules', () => {
  it('treats the expiry instant as the first moment the code no longer applies', () => {
    const at = new Date('2026-03-01T00:00:00.000Z');
    expect(isPromoCodeValid(null, at)).toBe(true);
    expect(isPromoCodeValid('2026-03-01T00:00:00.001Z', at)).toBe(true);
    expect(isPromoCodeValid('2026-03-01T00:00:00.000Z', at)).toBe(false);
  });

  it('matches codes as typed: trimmed and case-insensitive, idempotently', () => {
    fc.assert(
      fc.property(fc.string(), (typed) => {
        expect(normalisePromoCode(normalisePromoCode(typed))).toBe(normalisePromoCode(typed));
      }),
    );
    expect(normalisePromoCode('  welcome10 ')).toBe('WELCOME10');
  });
});
