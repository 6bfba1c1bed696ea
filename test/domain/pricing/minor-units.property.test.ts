import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromMajorUnits, type MinorUnits, toMajorUnits } from '#domain/pricing/minor-units';

describe('minor units properties', () => {
  it('round-trips minor -> major -> minor for every amount up to a billion major units', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000_000_000, max: 100_000_000_000 }), (n) => {
        expect(fromMajorUnits(toMajorUnits(n as MinorUnits))).toBe(n);
      }),
    );
  });
});
