import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor } from '../../../scripts/bench/cpu-slowdown.mjs';

const indexArb = fc.double({ min: 1, max: 20_000, noNaN: true });

describe('cpuSlowdownFor', () => {
  it("gives Lighthouse's default 4x to the reference host of benchmarkIndex 2000", () => {
    expect(cpuSlowdownFor(2000)).toBe(4);
  });

  it('slows a host proportionally less the slower it is', () => {
    expect(cpuSlowdownFor(1500)).toBe(3);
    expect(cpuSlowdownFor(1000)).toBe(2);
    expect(cpuSlowdownFor(750)).toBe(1.5);
    expect(cpuSlowdownFor(1234)).toBe(2.47);
  });

  it('never slows a host below 1x nor above 4x', () => {
    fc.assert(
      fc.property(indexArb, (index) => {
        const slowdown = cpuSlowdownFor(index);
        expect(slowdown).toBeGreaterThanOrEqual(1);
        expect(slowdown).toBeLessThanOrEqual(4);
      }),
    );
    expect(cpuSlowdownFor(120)).toBe(1);
    expect(cpuSlowdownFor(5000)).toBe(4);
  });

  it('never slows a faster host less than a slower one', () => {
    fc.assert(
      fc.property(indexArb, indexArb, (a, b) => {
        const [slower, faster] = a <= b ? [a, b] : [b, a];
        expect(cpuSlowdownFor(faster)).toBeGreaterThanOrEqual(cpuSlowdownFor(slower));
      }),
    );
  });

  it('is index / 500 between the clamps, to two decimals', () => {
    fc.assert(
      fc.property(fc.double({ min: 500, max: 2000, noNaN: true }), (index) => {
        expect(Math.abs(cpuSlowdownFor(index) - index / 500)).toBeLessThanOrEqual(0.005 + Number.EPSILON * 8);
      }),
    );
  });

  it('refuses an index that is not a positive number', () => {
    for (const index of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => cpuSlowdownFor(index)).toThrow(RangeError);
    }
  });
});
