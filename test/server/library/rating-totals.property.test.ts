import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyRating, type RatingTotals, ratingDelta } from '#server/library/rating-totals';

const ratingArb = fc.integer({ min: 1, max: 5 });

describe('applyRating', () => {
  it("keeps the totals equal to the sum and count of every user's current rating, whatever the edits", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 5 }), ratingArb), { maxLength: 60 }),
        fc.array(ratingArb, { maxLength: 10 }),
        (edits, seeded) => {
          let totals: RatingTotals = { sum: seeded.reduce((a, b) => a + b, 0), count: seeded.length };
          const current = new Map<number, number>();
          for (const [user, rating] of edits) {
            totals = applyRating(totals, current.get(user) ?? null, rating);
            current.set(user, rating);
          }
          const ratings = [...seeded, ...current.values()];
          expect(totals).toEqual({ sum: ratings.reduce((a, b) => a + b, 0), count: ratings.length });
          // The stored check constraint: every rating lies between 1 and 5.
          expect(totals.sum).toBeGreaterThanOrEqual(totals.count);
          expect(totals.sum).toBeLessThanOrEqual(5 * totals.count);
        },
      ),
    );
  });

  it('is what ratingDelta adds to the stored columns', () => {
    fc.assert(
      fc.property(
        fc.record({ sum: fc.nat(1000), count: fc.nat(200) }),
        fc.option(ratingArb, { nil: null }),
        ratingArb,
        (totals, previous, next) => {
          const delta = ratingDelta(previous, next);
          expect(applyRating(totals, previous, next)).toEqual({
            sum: totals.sum + delta.sum,
            count: totals.count + delta.count,
          });
        },
      ),
    );
  });
});
