import { describe, expect, it } from 'vitest';
import { cartValue } from '#domain/cart/cart-value';
import { aCartItem } from '#test/support/mothers/cart-item.mother';

describe('cart value (spec §3: the sum of the items in minor units)', () => {
  it('is 0 for an empty cart', () => {
    expect(cartValue([])).toBe(0);
  });

  it('sums the items’ cart prices, not their list prices', () => {
    expect(
      cartValue([
        aCartItem({ price: 3990 }),
        aCartItem({ price: 2450, product: { price: null } }),
        aCartItem({ price: 0 }),
      ]),
    ).toBe(6440);
  });
});
