import { describe, expect, it } from 'vitest';
import {
  isPlaybackLimitUsedUp,
  PLAYBACK_LIMIT_HOURS_PER_MONTH,
  PLAYBACK_LIMIT_PER_MONTH,
} from '#domain/playback/playback-limit';
import { milliseconds } from '#domain/shared/time';

describe('the monthly playback limit', () => {
  it('is 30 hours', () => {
    expect(PLAYBACK_LIMIT_HOURS_PER_MONTH).toBe(30);
    expect(PLAYBACK_LIMIT_PER_MONTH).toBe(108_000_000);
  });

  it.each([
    [0, false],
    [30 * 3_600_000 - 1, false],
    [30 * 3_600_000, true],
    [31 * 3_600_000, true],
  ])('after %s ms of listening is used up: %s', (listened, expected) => {
    expect(isPlaybackLimitUsedUp(milliseconds(listened))).toBe(expected);
  });
});
