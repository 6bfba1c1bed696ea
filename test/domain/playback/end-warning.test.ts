import { describe, expect, it } from 'vitest';
import { END_WARNING_MAX_LEFT_MS, END_WARNING_MIN_LEFT_MS, isMinuteToEnd } from '#domain/playback/end-warning';
import { positionMs } from '#domain/playback/playback-position';

const DURATION = 3_600_000;

describe('isMinuteToEnd (spec §4: time left between 10 and 60 s, both inclusive)', () => {
  it('uses the spec window', () => {
    expect([END_WARNING_MIN_LEFT_MS, END_WARNING_MAX_LEFT_MS]).toEqual([10_000, 60_000]);
  });

  it.each([
    [60_001, false],
    [60_000, true],
    [59_999, true],
    [30_000, true],
    [10_001, true],
    [10_000, true],
    [9_999, false],
    [0, false],
    [DURATION, false],
  ])('%s ms left -> %s', (left, expected) => {
    expect(isMinuteToEnd(positionMs(DURATION - left), positionMs(DURATION))).toBe(expected);
  });

  it('never warns while the duration is unknown', () => {
    expect(isMinuteToEnd(positionMs(0), positionMs(0))).toBe(false);
  });

  it('warns from the start of a recording shorter than a minute', () => {
    expect(isMinuteToEnd(positionMs(0), positionMs(30_000))).toBe(true);
  });
});
