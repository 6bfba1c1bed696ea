import { describe, expect, it } from 'vitest';
import { cartLinePrice, cartTotals } from '#domain/pricing/cart-totals';
import type { MinorUnits } from '#domain/pricing/minor-units';
import type { PromoDiscount } from '#domain/pricing/promo-code';

const amounts = (values: readonly number[]) => values.map((n) => n as MinorUnits);
const amountOff = (n: number): PromoDiscount => ({ kind: 'amount', amount: n as MinorUnits });

describe('cartTotals (spec §3 cart value)', () => {
  it.each([
    [[3990, 2490], { kind: 'percent', percent: 10 } as const, { subtotal: 6480, discount: 648, total: 5832 }],
    [[999], { kind: 'percent', percent: 10 } as const, { subtotal: 999, discount: 99, total: 900 }],
    [[299], amountOff(400), { subtotal: 299, discount: 299, total: 0 }],
    [[], amountOff(400), { subtotal: 0, discount: 0, total: 0 }],
    [[3990, 2490], null, { subtotal: 6480, discount: 0, total: 6480 }],
  ])('prices %j with %j as %j', (lines, code, expected) => {
    expect(cartTotals(amounts(lines), code)).toEqual(expected);
  });
});

describe('cartLinePrice (spec §5 displayed price)', () => {
  const prices = {
    price: 3990 as MinorUnits,
    discountPrice: 2990 as MinorUnits,
    priceForSubscribers: 1990 as MinorUnits,
    lowestPrice: 2490 as MinorUnits,
  };

  it('charges the discount price, and club members the subscriber price', () => {
    expect(cartLinePrice(prices, false)).toBe(2990);
    expect(cartLinePrice(prices, true)).toBe(1990);
  });

  it('falls back to the base price when no other price is valid', () => {
    const base = { price: 3990 as MinorUnits, discountPrice: null, priceForSubscribers: null, lowestPrice: null };
    expect(cartLinePrice(base, true)).toBe(3990);
  });
});
