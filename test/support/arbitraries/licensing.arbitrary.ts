import fc from 'fast-check';
import { type License, type LicenseChannels, LICENSE_STATES } from '#domain/licensing/license';
import { priceFieldArbitrary } from './pricing.arbitrary';

export const licenseStateArbitrary = fc.constantFrom(...LICENSE_STATES);

/** One channel's license in any state, with any (possibly missing or corrupt) prices. */
export const licenseArbitrary: fc.Arbitrary<License> = fc.record({
  state: licenseStateArbitrary,
  price: priceFieldArbitrary,
  lowestPrice: priceFieldArbitrary,
  discountPrice: priceFieldArbitrary,
  availableDiscount: priceFieldArbitrary,
});

/** Both channels, each possibly without a license. */
export const licenseChannelsArbitrary: fc.Arbitrary<LicenseChannels> = fc.record({
  oneoff: fc.option(licenseArbitrary, { nil: null }),
  shared: fc.option(licenseArbitrary, { nil: null }),
});
