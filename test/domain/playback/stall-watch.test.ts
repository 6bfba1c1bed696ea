import { describe, expect, it } from 'vitest';
import { isStalled, mediaProgressed, NOT_WAITING, waitingStarted } from '#domain/playback/stall-watch';
import { epochMs } from '#domain/shared/time';

describe('stall watch: the numbers', () => {
  it.each([
    [3_999, false],
    [4_000, true],
  ])('waiting from 0 with no bytes, at %i ms it is stalled: %s', (now, stalled) => {
    expect(isStalled(waitingStarted(NOT_WAITING, epochMs(0)), epochMs(now))).toBe(stalled);
  });

  it('bytes at 3 s move the stall to 7 s', () => {
    const watch = mediaProgressed(waitingStarted(NOT_WAITING, epochMs(0)), epochMs(3_000));
    expect(isStalled(watch, epochMs(6_999))).toBe(false);
    expect(isStalled(watch, epochMs(7_000))).toBe(true);
  });
});
