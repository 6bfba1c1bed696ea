import { describe, expect, it } from 'vitest';
import { clampPosition, positionMs, RESUME_OFFSET_MS, resumePosition } from '#domain/playback/playback-position';

describe('resumePosition (spec §4: saved position minus 15 s, never below 0)', () => {
  it('uses the 15 s offset', () => {
    expect(RESUME_OFFSET_MS).toBe(15_000);
  });

  it.each([
    [0, 0],
    [10_000, 0],
    [14_999, 0],
    [15_000, 0],
    [15_001, 1],
    [60_000, 45_000],
    [3_600_000, 3_585_000],
    [Number.NaN, 0],
    [Infinity, 0],
    [-5_000, 0],
  ])('saved %s ms -> starts at %s ms', (saved, expected) => {
    expect(resumePosition(positionMs(saved))).toBe(expected);
  });
});

describe('clampPosition (spec §4: seek clamped between 0 and the duration)', () => {
  it.each([
    [-1, 60_000, 0],
    [0, 60_000, 0],
    [30_000, 60_000, 30_000],
    [60_000, 60_000, 60_000],
    [60_001, 60_000, 60_000],
    [Infinity, 60_000, 60_000],
    [-Infinity, 60_000, 0],
    [Number.NaN, 60_000, 0],
    [5_000, 0, 0],
    [5_000, Number.NaN, 0],
  ])('seek to %s with duration %s -> %s', (target, duration, expected) => {
    expect(clampPosition(target, positionMs(duration))).toBe(expected);
  });
});
