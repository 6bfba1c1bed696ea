import { describe, expect, it } from 'vitest';
import { PROGRESS_UPDATE_INTERVAL_MS, shouldEmitProgress } from '#domain/playback/progress-throttle';
import { epochMs } from '#domain/shared/time';

describe('shouldEmitProgress (spec §4, §9: one progress update per second)', () => {
  it('uses a 1 s interval', () => {
    expect(PROGRESS_UPDATE_INTERVAL_MS).toBe(1_000);
  });

  it.each([
    [null, 5_000, true],
    [5_000, 5_000, false],
    [5_000, 5_999, false],
    [5_000, 6_000, true],
    [5_000, 9_000, true],
  ])('last %s, now %s -> %s', (last, now, expected) => {
    expect(shouldEmitProgress(last === null ? null : epochMs(last), epochMs(now))).toBe(expected);
  });
});
