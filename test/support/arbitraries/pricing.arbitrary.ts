import fc from 'fast-check';
import type { MinorUnits } from '#domain/pricing/minor-units';
import type { ProductPrices } from '#domain/pricing/product-prices';

/** Valid prices in minor units: 0 to 100 000.00. */
export const minorUnitsArbitrary: fc.Arbitrary<MinorUnits> = fc
  .integer({ min: 0, max: 10_000_000 })
  .map((n) => n as MinorUnits);

/** A price field as the server may send it: valid, missing, or corrupt (negative). */
export const priceFieldArbitrary: fc.Arbitrary<MinorUnits | null> = fc.oneof(
  { weight: 4, arbitrary: minorUnitsArbitrary },
  { weight: 2, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.integer({ min: -10_000, max: -1 }).map((n) => n as MinorUnits) },
);

/** A product's four price fields, each possibly missing or corrupt. */
export const productPricesArbitrary: fc.Arbitrary<ProductPrices> = fc.record({
  price: priceFieldArbitrary,
  discountPrice: priceFieldArbitrary,
  priceForSubscribers: priceFieldArbitrary,
  lowestPrice: priceFieldArbitrary,
});

/** Money as the real API may print it: optional currency before or after, comma or dot decimals. */
export const priceDisplayStringArbitrary: fc.Arbitrary<{ readonly text: string; readonly amount: number }> = fc
  .record({
    amount: fc.integer({ min: 0, max: 99_999_999 }),
    separator: fc.constantFrom(',', '.'),
    prefix: fc.constantFrom('', '€', '€ ', '$'),
    suffix: fc.constantFrom('', ' zł', ' Kč', ' TL', ' €', '\u00a0zł'),
  })
  .map(({ amount, separator, prefix, suffix }) => ({
    amount,
    text: `${prefix}${Math.floor(amount / 100)}${separator}${String(amount % 100).padStart(2, '0')}${suffix}`,
  }));
