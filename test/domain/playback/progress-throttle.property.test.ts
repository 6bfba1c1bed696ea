import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shouldEmitProgress } from '#domain/playback/progress-throttle';
import { type EpochMs, epochMs } from '#domain/shared/time';

describe('progress throttle properties (spec §4)', () => {
  it('emits at most once per second, and never leaves a second-long gap unfilled', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 1_500 }), { maxLength: 80 }), (gaps) => {
        let now = 0;
        let last: EpochMs | null = null;
        const emitted: number[] = [];
        for (const gap of gaps) {
          now += gap;
          const at = epochMs(now);
          if (shouldEmitProgress(last, at)) {
            emitted.push(now);
            last = at;
          } else {
            // Dropped only because the previous update is less than a second old.
            expect(last === null ? Infinity : now - last).toBeLessThan(1_000);
          }
        }
        emitted.slice(1).forEach((at, i) => expect(at - (emitted[i] ?? 0)).toBeGreaterThanOrEqual(1_000));
        if (gaps.length > 0) expect(emitted.length).toBeGreaterThanOrEqual(1);
      }),
    );
  });
});
