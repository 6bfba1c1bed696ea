import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buyableLicense } from '#domain/licensing/license';
import { displayedPrice } from '#domain/pricing/displayed-price';
import { effectivePrices, priceView } from '#domain/pricing/price-view';
import { licenseChannelsArbitrary } from '#test/support/arbitraries/licensing.arbitrary';
import { productPricesArbitrary } from '#test/support/arbitraries/pricing.arbitrary';

const input = fc.record({
  product: productPricesArbitrary,
  licenses: licenseChannelsArbitrary,
  isClubMember: fc.boolean(),
});

describe('price view properties (spec §5)', () => {
  it('never shows a negative price', () => {
    fc.assert(
      fc.property(input, (i) => {
        const { displayed, base, lowestPriceOf30Days } = priceView(i);
        for (const amount of [displayed, base, lowestPriceOf30Days])
          if (amount !== null) expect(amount).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('never shows more than the base price', () => {
    fc.assert(
      fc.property(input, (i) => {
        const { displayed, base } = priceView(i);
        if (base !== null) expect(displayed).not.toBeNull();
        if (base !== null && displayed !== null) expect(displayed).toBeLessThanOrEqual(base);
      }),
    );
  });

  it('never charges a club member more than a non-member', () => {
    fc.assert(
      fc.property(productPricesArbitrary, licenseChannelsArbitrary, (product, licenses) => {
        const member = priceView({ product, licenses, isClubMember: true }).displayed;
        const other = priceView({ product, licenses, isClubMember: false }).displayed;
        if (other !== null) expect(member !== null && member <= other).toBe(true);
      }),
    );
  });

  it('shows one of the candidate prices, the lowest valid one', () => {
    fc.assert(
      fc.property(input, ({ product, licenses, isClubMember }) => {
        const p = effectivePrices(product, licenses);
        const candidates = [p.price, p.discountPrice, isClubMember ? p.priceForSubscribers : null].filter(
          (a): a is NonNullable<typeof a> => a !== null && a >= 0,
        );
        expect(displayedPrice(p, isClubMember)).toBe(candidates.length === 0 ? null : Math.min(...candidates));
      }),
    );
  });

  it('lets only a CAN_BUY license change the prices', () => {
    fc.assert(
      fc.property(input, ({ product, licenses }) => {
        const license = buyableLicense(licenses);
        const p = effectivePrices(product, licenses);
        if (license === null) expect(p).toEqual(product);
        else
          expect(p).toEqual({
            ...product,
            price: license.price,
            discountPrice: license.discountPrice,
            lowestPrice: license.lowestPrice,
          });
      }),
    );
  });
});
