import { describe, expect, it } from 'vitest';
import type { License, LicenseChannels } from '#domain/licensing/license';
import type { MinorUnits } from '#domain/pricing/minor-units';
import { displayedPrice } from '#domain/pricing/displayed-price';
import { effectivePrices, priceView } from '#domain/pricing/price-view';
import type { ProductPrices } from '#domain/pricing/product-prices';

const m = (n: number) => n as MinorUnits;

const prices = (p: Partial<Record<keyof ProductPrices, number | null>>): ProductPrices => ({
  price: p.price === undefined || p.price === null ? null : m(p.price),
  discountPrice: p.discountPrice === undefined || p.discountPrice === null ? null : m(p.discountPrice),
  priceForSubscribers:
    p.priceForSubscribers === undefined || p.priceForSubscribers === null ? null : m(p.priceForSubscribers),
  lowestPrice: p.lowestPrice === undefined || p.lowestPrice === null ? null : m(p.lowestPrice),
});

const license = (
  state: License['state'],
  price: number | null,
  discount: number | null,
  lowest: number | null,
): License => ({
  state,
  price: price === null ? null : m(price),
  discountPrice: discount === null ? null : m(discount),
  lowestPrice: lowest === null ? null : m(lowest),
  availableDiscount: m(500),
});

describe('displayed price (spec §5: lowest of base, discount and subscriber price)', () => {
  it.each([
    // base, discount, subscriber, club member, shown
    [3990, null, null, false, 3990],
    [3990, 2990, null, false, 2990],
    [3990, 2990, 1990, false, 2990],
    [3990, 2990, 1990, true, 1990],
    [3990, null, 1990, true, 1990],
    [3990, 4990, null, false, 3990],
    [3990, null, 4990, true, 3990],
    [null, 2990, null, false, 2990],
    [null, null, 1990, false, null],
    [3990, -100, null, false, 3990],
  ])(
    'base %j, discount %j, subscriber %j, member %j -> %j',
    (price, discountPrice, priceForSubscribers, member, shown) => {
      expect(displayedPrice(prices({ price, discountPrice, priceForSubscribers }), member)).toBe(shown);
    },
  );
});

describe('CAN_BUY license override (spec §5)', () => {
  const product = prices({ price: 3990, discountPrice: 2990, priceForSubscribers: 1990, lowestPrice: 2500 });

  it('takes price, lowest price and discount from a CAN_BUY license, keeping the subscriber price', () => {
    const licenses: LicenseChannels = { oneoff: license('CAN_BUY', 4990, 3490, 3000), shared: null };
    expect(effectivePrices(product, licenses)).toEqual(
      prices({ price: 4990, discountPrice: 3490, priceForSubscribers: 1990, lowestPrice: 3000 }),
    );
    expect(priceView({ product, licenses, isClubMember: false })).toEqual({
      displayed: 3490,
      base: 4990,
      isReduced: true,
      lowestPriceOf30Days: 3000,
      availableDiscount: 500,
    });
  });

  it('uses a shared CAN_BUY license when the oneoff channel cannot be bought', () => {
    const licenses: LicenseChannels = {
      oneoff: license('CAN_LISTEN', 100, null, null),
      shared: license('CAN_BUY', 2000, null, null),
    };
    expect(priceView({ product, licenses, isClubMember: false }).displayed).toBe(2000);
  });

  it('prefers the oneoff license when both can be bought', () => {
    const licenses: LicenseChannels = {
      oneoff: license('CAN_BUY', 4000, null, null),
      shared: license('CAN_BUY', 2000, null, null),
    };
    expect(priceView({ product, licenses, isClubMember: false }).base).toBe(4000);
  });

  it('keeps the product prices when no license is CAN_BUY', () => {
    const licenses: LicenseChannels = {
      oneoff: license('CAN_LISTEN', 100, 50, 50),
      shared: license('NOT_AVAILABLE_ON_THIS_DEVICE', 1, 1, 1),
    };
    expect(priceView({ product, licenses, isClubMember: true })).toEqual({
      displayed: 1990,
      base: 3990,
      isReduced: true,
      lowestPriceOf30Days: 2500,
      availableDiscount: null,
    });
  });

  it('carries the lowest price of the last 30 days for display only, never as the displayed price', () => {
    const view = priceView({ product: prices({ price: 3990, lowestPrice: 100 }), isClubMember: false });
    expect(view).toMatchObject({ displayed: 3990, lowestPriceOf30Days: 100, isReduced: false });
  });
});
