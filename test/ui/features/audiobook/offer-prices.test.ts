import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { offerAmounts, offerPrices } from '#ui/features/audiobook/offer-prices';
import { licenseChannelsArbitrary } from '#test/support/arbitraries/licensing.arbitrary';
import { productPricesArbitrary } from '#test/support/arbitraries/pricing.arbitrary';
import { minorUnits } from '#test/support/mothers/screen.mother';

const PRICES = {
  price: minorUnits(5990),
  discountPrice: null,
  priceForSubscribers: minorUnits(5490),
  lowestPrice: minorUnits(5990),
};

describe('offerPrices (spec §5 through priceView)', () => {
  it('tells a non-member of the club price only in a market that runs the club', () => {
    expect(offerPrices({ prices: PRICES, isClubMember: false, clubMarket: true })).toEqual({
      displayed: 5990,
      was: null,
      lowest: null,
      clubPrice: 5490,
    });
    expect(offerPrices({ prices: PRICES, isClubMember: false, clubMarket: false }).clubPrice).toBeNull();
  });

  it('charges a member the club price, the base struck through beside it with the lowest price', () => {
    expect(offerPrices({ prices: PRICES, isClubMember: true, clubMarket: true })).toEqual({
      displayed: 5490,
      was: 5990,
      lowest: 5990,
      clubPrice: null,
    });
  });

  it('never shows a "was" price or a club price that is not above what is paid', () => {
    fc.assert(
      fc.property(
        productPricesArbitrary,
        licenseChannelsArbitrary,
        fc.boolean(),
        fc.boolean(),
        (prices, licenses, isClubMember, clubMarket) => {
          const offer = offerPrices({ prices, licenses, isClubMember, clubMarket });
          if (offer.was !== null) expect(offer.displayed !== null && offer.was > offer.displayed).toBe(true);
          if (offer.clubPrice !== null)
            expect(offer.displayed !== null && offer.clubPrice < offer.displayed).toBe(true);
          if (offer.lowest !== null) expect(offer.was).not.toBeNull();
        },
      ),
    );
  });

  it('lists every amount the block may show before a licence is known', () => {
    fc.assert(
      fc.property(productPricesArbitrary, fc.boolean(), fc.boolean(), (prices, isClubMember, clubMarket) => {
        const listed = [...offerAmounts(prices, 'PLN', clubMarket)].map(([amount]) => amount);
        const offer = offerPrices({ prices, isClubMember, clubMarket });
        for (const amount of [offer.displayed, offer.was, offer.lowest, offer.clubPrice]) {
          if (amount !== null) expect(listed).toContain(amount);
        }
      }),
    );
  });
});
