import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MinorUnits } from '#domain/pricing/minor-units';
import { omnibusLowestPrice } from '#domain/pricing/omnibus-price';
import { priceView } from '#domain/pricing/price-view';
import { licenseChannelsArbitrary } from '#test/support/arbitraries/licensing.arbitrary';
import { productPricesArbitrary } from '#test/support/arbitraries/pricing.arbitrary';

const zl = (amount: number) => amount as MinorUnits;

describe('omnibusLowestPrice (EU Omnibus: the lowest price of 30 days beside every reduced price)', () => {
  it('shows the lowest price beside a discount, and none beside a full price', () => {
    const discounted = priceView({
      product: { price: zl(2990), discountPrice: zl(1990), priceForSubscribers: null, lowestPrice: zl(1990) },
      isClubMember: false,
    });
    expect(omnibusLowestPrice(discounted)).toBe(1990);
    const full = priceView({
      product: { price: zl(5990), discountPrice: null, priceForSubscribers: zl(5490), lowestPrice: zl(5990) },
      isClubMember: false,
    });
    expect(omnibusLowestPrice(full)).toBeNull();
  });

  it("shows it beside a club member's subscriber price, which is a reduction too", () => {
    const member = priceView({
      product: { price: zl(5990), discountPrice: null, priceForSubscribers: zl(5490), lowestPrice: zl(5990) },
      isClubMember: true,
    });
    expect(omnibusLowestPrice(member)).toBe(5990);
  });

  it('is the view’s lowest price exactly when the displayed price is reduced', () => {
    fc.assert(
      fc.property(productPricesArbitrary, licenseChannelsArbitrary, fc.boolean(), (product, licenses, isClubMember) => {
        const view = priceView({ product, licenses, isClubMember });
        expect(omnibusLowestPrice(view)).toBe(view.isReduced ? view.lowestPriceOf30Days : null);
      }),
    );
  });
});
