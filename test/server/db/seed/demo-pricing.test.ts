import { describe, expect, it } from 'vitest';
import { charmPrice, FREE_PRICES, PRICE_TIERS } from '#server/db/seed/demo-pricing';

describe('demo price tiers', () => {
  it.each([
    ['PLN', 1990, 5990],
    ['EUR', 499, 1999],
    ['CZK', 14900, 44900],
    ['TRY', 4900, 29900],
  ] as const)('%s shelf prices run from %i to %i minor units, cheapest first', (currency, low, high) => {
    const tiers = PRICE_TIERS[currency] ?? [];
    expect(tiers[0]).toBe(low);
    expect(tiers[tiers.length - 1]).toBe(high);
    expect([...tiers].sort((a, b) => a - b)).toEqual(tiers);
  });

  it.each([
    ['PLN', 12_579, 12_490],
    ['EUR', 1_234, 1_199],
    ['CZK', 53_100, 52_900],
    ['TRY', 39_950, 38_900],
  ] as const)('rounds %s %i down to a shop price %i', (currency, amount, expected) => {
    expect(charmPrice(amount, currency)).toBe(expected);
  });

  it('charges nothing for a free title and compares it with nothing', () => {
    expect(FREE_PRICES).toEqual({ price: 0, discount_price: null, price_for_subscribers: null, lowest_price: null });
  });
});
