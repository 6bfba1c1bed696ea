import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { positionMs } from '#domain/playback/playback-position';
import { resumeTargetAfterPause, rewindAfterPause } from '#domain/playback/rewind-after-pause';
import { milliseconds } from '#domain/shared/time';

// Often right at the 3 s, 5 min and 30 min edges.
const pause = fc.oneof(
  fc.integer({ min: -1_000, max: 4 * 60 * 60_000 }),
  fc.constantFrom(3_000, 300_000, 1_800_000).chain((edge) => fc.integer({ min: edge - 2, max: edge + 2 })),
);

describe('rewind after pause properties (issue 20)', () => {
  it('rewinds one of 0, 5, 15 or 30 s, never less after a longer pause', () => {
    fc.assert(
      fc.property(pause, pause, (a, b) => {
        const [shorter, longer] = a <= b ? [a, b] : [b, a];
        expect([0, 5_000, 15_000, 30_000]).toContain(rewindAfterPause(milliseconds(shorter)));
        expect(rewindAfterPause(milliseconds(shorter))).toBeLessThanOrEqual(rewindAfterPause(milliseconds(longer)));
      }),
    );
  });

  it('names the step by the pause: under 3 s, under 5 min, under 30 min, or after', () => {
    fc.assert(
      fc.property(pause, (pausedFor) => {
        const expected = pausedFor < 3_000 ? 0 : pausedFor < 300_000 ? 5_000 : pausedFor < 1_800_000 ? 15_000 : 30_000;
        expect(rewindAfterPause(milliseconds(pausedFor))).toBe(expected);
      }),
    );
  });

  it('resumes at the position rewound by exactly that much, but never below 0', () => {
    fc.assert(
      fc.property(fc.nat({ max: 20_000_000 }), pause, (position, pausedFor) => {
        const target = resumeTargetAfterPause(positionMs(position), milliseconds(pausedFor));
        expect(target).toBe(Math.max(0, position - rewindAfterPause(milliseconds(pausedFor))));
        expect(target).toBeGreaterThanOrEqual(0);
        expect(target).toBeLessThanOrEqual(position);
      }),
    );
  });
});
