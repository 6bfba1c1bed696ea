import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playbackLimitUsage } from '#domain/playback/playback-limit-usage';

describe('the playback limit as the listener sees it', () => {
  it.each([
    [0, 'within', 30 * 3_600_000],
    [27 * 3600 - 1, 'within', 3 * 3_600_000 + 1000],
    [27 * 3600, 'near', 3 * 3_600_000],
    [30 * 3600 - 1, 'near', 1000],
    [30 * 3600, 'reached', 0],
    [31 * 3600, 'reached', 0],
  ] as const)('after %s s of 30 hours: %s, %s ms left', (usedSeconds, standing, left) => {
    expect(playbackLimitUsage(30, usedSeconds)).toMatchObject({ standing, left });
  });

  it('used and left make the limit until it is reached; the warning comes at 90% and stays', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 0, max: 5_000_000 }), (hours, seconds) => {
        const usage = playbackLimitUsage(hours, seconds);
        expect(usage.left).toBeGreaterThanOrEqual(0);
        if (usage.used < usage.limit) expect(usage.used + usage.left).toBe(usage.limit);
        const expected = seconds >= hours * 3600 ? 'reached' : seconds >= hours * 3600 * 0.9 ? 'near' : 'within';
        expect(usage.standing).toBe(expected);
        // More listening never makes the standing milder.
        const order = ['within', 'near', 'reached'];
        const later = playbackLimitUsage(hours, seconds + 60);
        expect(order.indexOf(later.standing)).toBeGreaterThanOrEqual(order.indexOf(usage.standing));
      }),
    );
  });
});
