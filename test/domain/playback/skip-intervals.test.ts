import { describe, expect, it } from 'vitest';
import { positionMs } from '#domain/playback/playback-position';
import {
  DEFAULT_SKIP_INTERVALS,
  isSkipInterval,
  normaliseSkipIntervals,
  SKIP_INTERVAL_CHOICES_MS,
  skipTarget,
} from '#domain/playback/skip-intervals';

describe('skip intervals (issue 20: 15 s back and 30 s forward by default, configurable)', () => {
  it('defaults to 15 s back and 30 s forward, chosen from 5, 10, 15, 20, 30, 45, 60 and 90 s', () => {
    expect(DEFAULT_SKIP_INTERVALS).toEqual({ backMs: 15_000, forwardMs: 30_000 });
    expect(SKIP_INTERVAL_CHOICES_MS).toEqual([5_000, 10_000, 15_000, 20_000, 30_000, 45_000, 60_000, 90_000]);
  });

  it.each([
    [5_000, true],
    [90_000, true],
    [25_000, false],
    [15, false],
    ['15000', false],
    [null, false],
  ])('%j is an allowed interval: %s', (value, expected) => {
    expect(isSkipInterval(value)).toBe(expected);
  });

  it.each([
    [
      { backMs: 10_000, forwardMs: 45_000 },
      { backMs: 10_000, forwardMs: 45_000 },
    ],
    [
      { backMs: 12_000, forwardMs: 60_000 },
      { backMs: 15_000, forwardMs: 60_000 },
    ],
    [{ backMs: '10000', forwardMs: 120_000 }, DEFAULT_SKIP_INTERVALS],
    [{}, DEFAULT_SKIP_INTERVALS],
    [null, DEFAULT_SKIP_INTERVALS],
    ['{"backMs":10000}', DEFAULT_SKIP_INTERVALS],
    [[10_000, 30_000], DEFAULT_SKIP_INTERVALS],
  ])('stored %j -> %j', (stored, expected) => {
    expect(normaliseSkipIntervals(stored)).toEqual(expected);
  });
});

describe('skipTarget (issue 20 and spec §4: a skip clamped to [0, duration])', () => {
  it.each([
    [60_000, 3_600_000, -15_000, 45_000],
    [60_000, 3_600_000, 30_000, 90_000],
    [10_000, 3_600_000, -15_000, 0],
    [3_590_000, 3_600_000, 30_000, 3_600_000],
    [3_600_000, 3_600_000, -15_000, 3_585_000],
    [0, 0, 30_000, 0],
    [Number.NaN, 3_600_000, 30_000, 0],
  ])('from %s of %s ms by %s -> %s', (position, duration, delta, expected) => {
    expect(skipTarget(positionMs(position), positionMs(duration), delta)).toBe(expected);
  });
});
