import { describe, expect, it } from 'vitest';
import {
  fromMajorUnits,
  type MinorUnits,
  sumMinorUnits,
  toMajorUnits,
  toMinorUnits,
} from '#domain/pricing/minor-units';

const minor = (n: number) => n as MinorUnits;

describe('minor units (spec §5: server prices are integers in minor units, divided by 100)', () => {
  it.each([
    [3990, 39.9],
    [32900, 329],
    [129900, 1299],
    [1, 0.01],
    [0, 0],
  ])('%i minor units are %d', (amount, major) => {
    expect(toMajorUnits(minor(amount))).toBe(major);
    expect(fromMajorUnits(major)).toBe(amount);
  });

  it('accepts only safe integers as server prices', () => {
    expect(toMinorUnits(3990)).toBe(3990);
    expect(toMinorUnits(39.9)).toBeNull();
    expect(toMinorUnits(Number.NaN)).toBeNull();
    expect(toMinorUnits(Number.POSITIVE_INFINITY)).toBeNull();
    expect(toMinorUnits(2 ** 53)).toBeNull();
  });

  it('rounds a major amount to the nearest minor unit and refuses non-finite ones', () => {
    expect(fromMajorUnits(0.1 + 0.2)).toBe(30);
    expect(fromMajorUnits(19.999)).toBe(2000);
    expect(fromMajorUnits(Number.NaN)).toBeNull();
  });

  it('sums amounts, 0 for none', () => {
    expect(sumMinorUnits([])).toBe(0);
    expect(sumMinorUnits([minor(3990), minor(2450)])).toBe(6440);
  });
});
