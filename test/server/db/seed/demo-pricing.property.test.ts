import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '#server/catalogue/seeded-random';
import { PRICE_TIERS, priceBundle, priceTitle } from '#server/db/seed/demo-pricing';

const currency = fc.constantFrom(...Object.keys(PRICE_TIERS));
const title = fc.record({
  currency,
  hours: fc.double({ min: 0.5, max: 30, noNaN: true }),
  club: fc.boolean(),
  seed: fc.string(),
});

describe('demo prices', () => {
  it('never discount to or above the price, nor show a lowest or club price above it', () => {
    fc.assert(
      fc.property(title, ({ currency, hours, club, seed }) => {
        const prices = priceTitle({ currency, hours, club, random: seededRandom(seed) });
        expect(PRICE_TIERS[currency]).toContain(prices.price);
        if (prices.discount_price !== null) expect(prices.discount_price).toBeLessThan(prices.price);
        if (prices.price_for_subscribers !== null) expect(prices.price_for_subscribers).toBeLessThan(prices.price);
        expect(prices.lowest_price).not.toBeNull();
        expect(prices.lowest_price ?? Infinity).toBeLessThanOrEqual(prices.price);
        // Spec §5 via the Omnibus rule: with an offer running, the 30-day low is at most the offer price.
        if (prices.discount_price !== null) expect(prices.lowest_price).toBeLessThanOrEqual(prices.discount_price);
      }),
    );
  });

  it('give a club price only where the club is on', () => {
    fc.assert(
      fc.property(title, ({ currency, hours, seed }) => {
        expect(
          priceTitle({ currency, hours, club: false, random: seededRandom(seed) }).price_for_subscribers,
        ).toBeNull();
      }),
    );
  });

  it('are the same for the same seed', () => {
    fc.assert(
      fc.property(title, ({ currency, hours, club, seed }) => {
        expect(priceTitle({ currency, hours, club, random: seededRandom(seed) })).toEqual(
          priceTitle({ currency, hours, club, random: seededRandom(seed) }),
        );
      }),
    );
  });

  it('sell a cycle for less than its volumes bought one by one', () => {
    fc.assert(
      fc.property(fc.array(title, { minLength: 3, maxLength: 5 }), currency, fc.boolean(), (volumes, cur, club) => {
        const prices = volumes.map((v) => priceTitle({ ...v, currency: cur, random: seededRandom(v.seed) }));
        const bundle = priceBundle(prices, cur, club);
        expect(bundle.price).toBeLessThan(prices.reduce((sum, p) => sum + p.price, 0));
        expect(bundle.lowest_price).toBe(bundle.price);
        if (bundle.price_for_subscribers !== null)
          expect(bundle.price_for_subscribers).toBeLessThanOrEqual(bundle.price);
        expect(bundle.price_for_subscribers === null).toBe(!club);
      }),
    );
  });
});
