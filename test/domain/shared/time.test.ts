import { describe, expect, it } from 'vitest';
import { addMilliseconds, elapsedBetween, epochMs, milliseconds } from '#domain/shared/time';

describe('time units (instants and durations passed into the domain)', () => {
  it('measures and adds durations', () => {
    expect(elapsedBetween(epochMs(1_000), epochMs(6_000))).toBe(5_000);
    expect(elapsedBetween(epochMs(6_000), epochMs(1_000))).toBe(-5_000);
    expect(addMilliseconds(epochMs(1_000), milliseconds(300))).toBe(1_300);
  });
});
