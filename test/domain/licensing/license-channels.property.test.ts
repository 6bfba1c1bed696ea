import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  availableDiscount,
  type LicenseFacts,
  licenseChannels,
  mayDownload,
  mayListen,
  type SalePrices,
} from '#domain/licensing/license-channels';
import type { MinorUnits } from '#domain/pricing/minor-units';

const minor = (n: number) => n as MinorUnits;

const pricesArb: fc.Arbitrary<SalePrices> = fc
  .record({
    price: fc.integer({ min: 0, max: 100_000 }),
    discountCut: fc.option(fc.integer({ min: 1, max: 100_000 }), { nil: null }),
    subscriberCut: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
    lowestCut: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
  })
  .map(({ price, discountCut, subscriberCut, lowestCut }) => ({
    price: minor(price),
    discountPrice: discountCut === null || discountCut > price ? null : minor(price - discountCut),
    priceForSubscribers: subscriberCut === null ? null : minor(Math.max(0, price - subscriberCut)),
    lowestPrice: lowestCut === null ? null : minor(Math.max(0, price - lowestCut)),
  }));

const factsArb: fc.Arbitrary<LicenseFacts> = fc.record({
  prices: fc.option(pricesArb, { nil: null, freq: 8 }),
  isFree: fc.boolean(),
  inClub: fc.boolean(),
  clubOffered: fc.boolean(),
  hasLicense: fc.boolean(),
  hasClubAccess: fc.boolean(),
  deviceAllowed: fc.boolean(),
});

describe('mayListen', () => {
  it('is exactly a channel that lets the listener hear the title on an allowed device', () => {
    fc.assert(
      fc.property(factsArb, (facts) => {
        const { oneoff, shared } = licenseChannels({ ...facts, deviceAllowed: true });
        expect(mayListen(facts)).toBe(oneoff.state === 'CAN_LISTEN' || shared?.state === 'CAN_LISTEN');
      }),
    );
  });

  it.each([
    [{ hasLicense: true }, true],
    [{ isFree: true }, true],
    [{ inClub: true, clubOffered: true, hasClubAccess: true }, true],
    [{ inClub: true, clubOffered: true }, false],
    [{ inClub: true, hasClubAccess: true }, false],
    [{ clubOffered: true, hasClubAccess: true }, false],
    [{}, false],
  ])('%j → %s', (given, expected) => {
    const none = { isFree: false, inClub: false, clubOffered: false, hasLicense: false, hasClubAccess: false };
    expect(mayListen({ ...none, ...given })).toBe(expected);
  });
});

describe('mayDownload', () => {
  it('lets only a one-off license keep the files: a listenable free or club title is streamed only', () => {
    fc.assert(
      fc.property(factsArb, (facts) => {
        expect(mayDownload(facts)).toBe(facts.hasLicense);
        if (mayDownload(facts)) expect(mayListen(facts)).toBe(true);
      }),
    );
  });
});

describe('licenseChannels', () => {
  it('lets a one-off listener hear exactly the licensed and free titles, on an allowed device', () => {
    fc.assert(
      fc.property(factsArb, (facts) => {
        const { oneoff } = licenseChannels(facts);
        const entitled = facts.hasLicense || facts.isFree;
        expect(oneoff.state).toBe(
          !entitled ? 'CAN_BUY' : facts.deviceAllowed ? 'CAN_LISTEN' : 'NOT_AVAILABLE_ON_THIS_DEVICE',
        );
        expect(oneoff.price).toBe(facts.prices?.price ?? 0);
        expect(oneoff.discountPrice).toBe(facts.prices?.discountPrice ?? null);
        expect(oneoff.lowestPrice).toBe(facts.prices?.lowestPrice ?? null);
      }),
    );
  });

  it('offers the club only where the market runs one and the title is in it', () => {
    fc.assert(
      fc.property(factsArb, (facts) => {
        const { shared } = licenseChannels(facts);
        if (!facts.clubOffered || !facts.inClub) {
          expect(shared).toBeNull();
          return;
        }
        expect(shared?.state).toBe(
          !facts.hasClubAccess ? 'CAN_BUY' : facts.deviceAllowed ? 'CAN_LISTEN' : 'NOT_AVAILABLE_ON_THIS_DEVICE',
        );
        expect(shared?.price).toBe(facts.prices?.priceForSubscribers ?? facts.prices?.price ?? 0);
        expect(shared?.availableDiscount).toBe(0);
      }),
    );
  });

  it('never lets a device beyond the limit listen, and never hides a purchase offer behind the device rule', () => {
    fc.assert(
      fc.property(factsArb, (facts) => {
        const channels = [licenseChannels(facts).oneoff, licenseChannels(facts).shared].filter((c) => c !== null);
        for (const channel of channels) {
          if (!facts.deviceAllowed) expect(channel.state).not.toBe('CAN_LISTEN');
          const elsewhere = licenseChannels({ ...facts, deviceAllowed: !facts.deviceAllowed });
          if (channel.state === 'CAN_BUY') expect([elsewhere.oneoff, elsewhere.shared]).toContainEqual(channel);
        }
      }),
    );
  });

  it('gives the discount as price minus discount price, never negative', () => {
    fc.assert(
      fc.property(pricesArb, (prices) => {
        const discount = availableDiscount(prices.price, prices.discountPrice);
        expect(discount).toBeGreaterThanOrEqual(0);
        expect(discount).toBe(prices.discountPrice === null ? 0 : prices.price - prices.discountPrice);
      }),
    );
  });

  it('matches the spec table for a 39,90 zł title on offer at 29,90 zł', () => {
    const prices = {
      price: minor(3990),
      discountPrice: minor(2990),
      priceForSubscribers: minor(3490),
      lowestPrice: minor(2990),
    };
    const base = { prices, isFree: false, inClub: true, clubOffered: true, hasClubAccess: false, deviceAllowed: true };
    expect(licenseChannels({ ...base, hasLicense: false })).toEqual({
      oneoff: { state: 'CAN_BUY', price: 3990, lowestPrice: 2990, discountPrice: 2990, availableDiscount: 1000 },
      shared: { state: 'CAN_BUY', price: 3490, lowestPrice: 2990, discountPrice: null, availableDiscount: 0 },
    });
  });

  it('prices a title the market does not sell at nothing: it is had free or through the club only', () => {
    const base = { prices: null, inClub: true, clubOffered: true, hasLicense: false, deviceAllowed: true };
    expect(licenseChannels({ ...base, isFree: true, hasClubAccess: false })).toEqual({
      oneoff: { state: 'CAN_LISTEN', price: 0, lowestPrice: null, discountPrice: null, availableDiscount: 0 },
      shared: { state: 'CAN_BUY', price: 0, lowestPrice: null, discountPrice: null, availableDiscount: 0 },
    });
    expect(licenseChannels({ ...base, isFree: false, hasClubAccess: true }).shared?.state).toBe('CAN_LISTEN');
  });
});
