import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartLinePrice, cartTotals } from '#domain/pricing/cart-totals';
import type { MinorUnits } from '#domain/pricing/minor-units';
import { displayedPrice } from '#domain/pricing/displayed-price';
import type { PromoDiscount } from '#domain/pricing/promo-code';
import { minorUnitsArbitrary, productPricesArbitrary } from '#test/support/arbitraries/pricing.arbitrary';

const amount = (n: number) => n as MinorUnits;
const prices = fc.array(
  fc.integer({ min: 0, max: 1_000_000 }).map((n) => amount(n)),
  { maxLength: 20 },
);
const promo: fc.Arbitrary<PromoDiscount | null> = fc.oneof(
  fc.constant(null),
  fc.integer({ min: 1, max: 100 }).map((percent) => ({ kind: 'percent' as const, percent })),
  fc.integer({ min: 1, max: 2_000_000 }).map((n) => ({ kind: 'amount' as const, amount: amount(n) })),
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

  it('does not depend on the order of the lines', () => {
    fc.assert(
      fc.property(prices, promo, (lines, code) => {
        expect(cartTotals([...lines].reverse(), code)).toEqual(cartTotals(lines, code));
      }),
    );
  });
});

describe('cartLinePrice', () => {
  it('is the displayed price of the product for the viewer, never more than its base price', () => {
    fc.assert(
      fc.property(productPricesArbitrary, minorUnitsArbitrary, fc.boolean(), (product, price, isClubMember) => {
        const listed = { ...product, price };
        const line = cartLinePrice(listed, isClubMember);
        expect(line).toBe(displayedPrice(listed, isClubMember));
        expect(line).toBeLessThanOrEqual(price);
        expect(line).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('is never more for a club member than for anyone else', () => {
    fc.assert(
      fc.property(productPricesArbitrary, minorUnitsArbitrary, (product, price) => {
        const listed = { ...product, price };
        expect(cartLinePrice(listed, true)).toBeLessThanOrEqual(cartLinePrice(listed, false));
      }),
    );
  });
});
