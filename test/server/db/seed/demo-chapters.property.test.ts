import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '#server/catalogue/seeded-random';
import { chapterCountFor, splitIntoChapters } from '#server/db/seed/demo-chapters';

describe('demo chapters', () => {
  it('start at 0, follow one another without gaps and end exactly at the duration', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 48 }),
        fc.integer({ min: 600_000, max: 80_000_000 }),
        fc.string(),
        (count, totalMs, seed) => {
          const spans = splitIntoChapters(totalMs, count, seededRandom(seed));
          expect(spans).toHaveLength(count);
          let start = 0;
          for (const span of spans) {
            expect(span.startMs).toBe(start);
            expect(span.durationMs).toBeGreaterThan(0);
            start += span.durationMs;
          }
          expect(start).toBe(totalMs);
        },
      ),
    );
  });

  it('come about two an hour, between 3 and 48', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 40, noNaN: true }), fc.string(), (hours, seed) => {
        const count = chapterCountFor(hours, seededRandom(seed));
        expect(count).toBeGreaterThanOrEqual(3);
        expect(count).toBeLessThanOrEqual(48);
        // hours * 2 moved by less than 2 either way, then rounded: at most 2.5 from it.
        expect(Math.abs(count - Math.min(48, Math.max(3, hours * 2)))).toBeLessThanOrEqual(2.5);
      }),
    );
  });
});
