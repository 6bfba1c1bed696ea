import { describe, expect, it } from 'vitest';
import { positionMs } from '#domain/playback/playback-position';
import { resumeTargetAfterPause, rewindAfterPause } from '#domain/playback/rewind-after-pause';
import { milliseconds } from '#domain/shared/time';

const MINUTE = 60_000;

describe('rewindAfterPause (issue 20: none under 3 s, 5 s under 5 minutes, 15 s under 30 minutes, 30 s after)', () => {
  it.each([
    [0, 0],
    [2_999, 0],
    [3_000, 5_000],
    [60_000, 5_000],
    [5 * MINUTE - 1, 5_000],
    [5 * MINUTE, 15_000],
    [30 * MINUTE - 1, 15_000],
    [30 * MINUTE, 30_000],
    [8 * 60 * MINUTE, 30_000],
    [Infinity, 30_000],
    [-1_000, 0],
    [Number.NaN, 0],
  ])('paused %s ms -> rewinds %s ms', (pausedFor, expected) => {
    expect(rewindAfterPause(milliseconds(pausedFor))).toBe(expected);
  });
});

describe('resumeTargetAfterPause (issue 20: rewound by the pause, never below 0)', () => {
  it.each([
    [600_000, 2_000, 600_000],
    [600_000, 4 * MINUTE, 595_000],
    [600_000, 20 * MINUTE, 585_000],
    [600_000, 2 * 60 * MINUTE, 570_000],
    [10_000, 2 * 60 * MINUTE, 0],
    [3_000, 4 * MINUTE, 0],
    [Number.NaN, 4 * MINUTE, 0],
  ])('at %s ms after a %s ms pause -> %s ms', (position, pausedFor, expected) => {
    expect(resumeTargetAfterPause(positionMs(position), milliseconds(pausedFor))).toBe(expected);
  });
});
