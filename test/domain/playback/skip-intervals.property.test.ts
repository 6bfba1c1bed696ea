import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { positionMs } from '#domain/playback/playback-position';
import {
  DEFAULT_SKIP_INTERVALS,
  isSkipInterval,
  normaliseSkipIntervals,
  SKIP_INTERVAL_CHOICES_MS,
  skipTarget,
} from '#domain/playback/skip-intervals';

const interval = fc.constantFrom(...SKIP_INTERVAL_CHOICES_MS);
const storedValue = fc.oneof(interval, fc.integer(), fc.double(), fc.string(), fc.constant(null));

describe('skip interval properties (issue 20)', () => {
  it('always lands within [0, duration], exactly delta away when that is inside', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 20_000_000 }),
        fc.nat({ max: 20_000_000 }),
        fc.oneof(
          interval,
          interval.map((ms) => -ms),
          fc.integer({ min: -20_000_000, max: 20_000_000 }),
        ),
        (p, d, delta) => {
          const position = Math.min(p, d);
          const target = skipTarget(positionMs(position), positionMs(d), delta);
          expect(target).toBeGreaterThanOrEqual(0);
          expect(target).toBeLessThanOrEqual(d);
          const wanted = position + delta;
          expect(target).toBe(wanted < 0 ? 0 : wanted > d ? d : wanted);
        },
      ),
    );
  });

  it('reads anything stored as allowed intervals, keeping each allowed side and defaulting the others', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.record({ backMs: storedValue, forwardMs: storedValue }, { requiredKeys: [] }), fc.anything()),
        (stored) => {
          const intervals = normaliseSkipIntervals(stored);
          expect(isSkipInterval(intervals.backMs) && isSkipInterval(intervals.forwardMs)).toBe(true);
          expect(normaliseSkipIntervals(intervals)).toEqual(intervals);
          const { backMs, forwardMs } = (typeof stored === 'object' && stored !== null ? stored : {}) as {
            backMs?: unknown;
            forwardMs?: unknown;
          };
          expect(intervals.backMs).toBe(isSkipInterval(backMs) ? backMs : DEFAULT_SKIP_INTERVALS.backMs);
          expect(intervals.forwardMs).toBe(isSkipInterval(forwardMs) ? forwardMs : DEFAULT_SKIP_INTERVALS.forwardMs);
        },
      ),
    );
  });
});
