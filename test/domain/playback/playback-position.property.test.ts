import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampPosition, positionMs, resumePosition } from '#domain/playback/playback-position';

const anyNumber = fc.oneof(fc.double(), fc.integer({ min: -10_000_000, max: 10_000_000 }));

describe('playback position properties (spec §4)', () => {
  it('resumes at most 15 s back, never below 0', () => {
    fc.assert(
      fc.property(fc.nat({ max: 100_000_000 }), (saved) => {
        const start = resumePosition(positionMs(saved));
        expect(start).toBeGreaterThanOrEqual(0);
        expect(saved - start).toBeLessThanOrEqual(15_000);
        expect(start === 0 || saved - start === 15_000).toBe(true);
      }),
    );
  });

  it('clamps any seek into [0, duration] and leaves in-range targets alone', () => {
    fc.assert(
      fc.property(anyNumber, fc.nat({ max: 100_000_000 }), (target, duration) => {
        const position = clampPosition(target, positionMs(duration));
        expect(position).toBeGreaterThanOrEqual(0);
        expect(position).toBeLessThanOrEqual(duration);
        if (target >= 0 && target <= duration) expect(position === target).toBe(true); // -0 may come back as 0
        expect(clampPosition(position, positionMs(duration))).toBe(position);
      }),
    );
  });
});
